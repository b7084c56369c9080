import { selectIsGuest, selectUser } from '@/machines/session/session.selectors';
import { useBrand, useSession, useSessionRef } from '@/src/app/hooks';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { ShellModal } from '@/src/shell/modal';
import { useCloseModal, useOpenModal } from '@/src/shell/modal-host';

const LOGOUT_MODAL = 'logout-confirmation';

/** PROFILE (accounts.md §2.6): greeting and "Cerrar sesión" with its confirmation. */
export function ProfileScreen() {
  const brand = useBrand();
  const session = useSessionRef();
  const isGuest = useSession(selectIsGuest);
  const user = useSession(selectUser);
  const openModal = useOpenModal();
  const closeModal = useCloseModal();
  useScreenLayout({}, { navBar: true });

  return (
    <section className="screen profile" aria-labelledby="profile-title">
      <h1 id="profile-title">
        {isGuest ? `¡Te damos la bienvenida a ${brand.appName}!` : `¡Hola ${user?.name ?? ''}!`}
      </h1>
      <button type="button" className="link-button" onClick={() => openModal(LOGOUT_MODAL)}>
        Cerrar sesión
      </button>
      <ShellModal
        id={LOGOUT_MODAL}
        title="¿Quieres cerrar sesión?"
        footer={
          <div className="modal-actions">
            <button type="button" className="secondary-button" onClick={() => closeModal()}>
              Cancelar
            </button>
            <button
              type="button"
              className="primary-button"
              onClick={() => {
                closeModal();
                session.send({ type: 'session.loggedOut' });
              }}
            >
              Cerrar sesión
            </button>
          </div>
        }
      />
    </section>
  );
}
