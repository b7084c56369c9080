import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectBranch } from '@/machines/current-branch/current-branch.selectors';
import { type CameraPreview, QR_SCANNER_PERMISSION_MODAL_ID } from '@/machines/qr-scanner/qr-scanner.machine';
import {
  type ScannerErrorView,
  selectCameraPreview,
  selectCanSwitchCamera,
  selectCanToggleFlash,
  selectIsFlashOn,
  selectScannerError,
  selectScannerStatus,
} from '@/machines/qr-scanner/qr-scanner.selectors';
import { ROUTES } from '@/machines/rules/routes';
import { useFlow, useFlowRef } from '@/src/app/hooks';
import { withRouteFlow } from '@/src/app/route-flow-screen';
import { useScreenLayout } from '@/src/app/use-screen-layout';
import { useContentText } from '@/src/i18n/content-text';
import { Button } from '@/src/shell/button';
import { ShellModal } from '@/src/shell/modal';
import '@/src/styles/select-table.css';

/**
 * CHECKOUT_SELECT_TABLE (ordering.md §2 "Table selection"): title 'Selección de mesa', back to CHECKOUT; the
 * camera picture with its frame, 'Iniciando Camara' / 'Identificando tu mesa', the error with 'Reintentar',
 * the flash and switch-camera buttons, and the camera permission modal (a bottom drawer on mobile, its focus
 * trapped by the shell's modal). The qrScanner flow decides everything; this screen renders its selectors.
 */
function SelectTableView() {
  const { t } = useTranslation();
  useScreenLayout({ title: 'qrScanner.title', goBack: ROUTES.CHECKOUT }, { navBar: false });
  const scanner = useFlowRef('qrScanner');
  const branch = useFlow('currentBranch', selectBranch);
  const status = useFlow('qrScanner', selectScannerStatus);
  const error = useFlow('qrScanner', selectScannerError, sameError);
  const preview = useFlow('qrScanner', selectCameraPreview);
  const canToggleFlash = useFlow('qrScanner', selectCanToggleFlash);
  const isFlashOn = useFlow('qrScanner', selectIsFlashOn);
  const canSwitchCamera = useFlow('qrScanner', selectCanSwitchCamera);
  const branchName = useContentText(error?.branchName ?? '');

  const branchId = branch?.id ?? null;
  const storeId = branch?.storeId ?? null;
  const name = branch?.name ?? '';
  // The scanner starts when the screen opens (with the current branch) and its camera stops when it closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the branch's name follows its id.
  useEffect(() => {
    scanner.send({
      type: 'qrScanner.opened',
      branch: branchId && storeId ? { id: branchId, storeId, name } : null,
    });
    return () => scanner.send({ type: 'qrScanner.closed' });
  }, [scanner, branchId, storeId]);

  const accept = useCallback(() => scanner.send({ type: 'qrScanner.permissionAccepted' }), [scanner]);
  const cancel = useCallback(() => scanner.send({ type: 'qrScanner.permissionCancelled' }), [scanner]);
  const retry = useCallback(() => scanner.send({ type: 'qrScanner.retryRequested' }), [scanner]);
  const toggleFlash = useCallback(() => scanner.send({ type: 'qrScanner.flashToggled' }), [scanner]);
  const switchCamera = useCallback(() => scanner.send({ type: 'qrScanner.cameraSwitched' }), [scanner]);

  return (
    <section className="screen select-table" aria-label={t('qrScanner.title')}>
      <div className="select-table__camera">
        <CameraPicture preview={preview} label={t('qrScanner.cameraView')} />
        <div className="select-table__frame" aria-hidden="true" />
        {status ? (
          <p className="select-table__status" role="status">
            {t(status)}
          </p>
        ) : null}
        {error ? (
          <div className="select-table__error" role="alert">
            <p>{t(error.message, { branch: branchName })}</p>
            <Button onPress={retry}>{t('qrScanner.retry')}</Button>
          </div>
        ) : null}
      </div>
      <div className="select-table__controls">
        <button
          type="button"
          className="select-table__control"
          aria-label={t('qrScanner.flash')}
          aria-pressed={isFlashOn}
          disabled={!canToggleFlash}
          onClick={toggleFlash}
        >
          <FlashIcon isOn={isFlashOn} />
        </button>
        <button
          type="button"
          className="select-table__control"
          aria-label={t('qrScanner.switchCamera')}
          disabled={!canSwitchCamera}
          onClick={switchCamera}
        >
          <SwitchCameraIcon />
        </button>
      </div>
      <ShellModal
        id={QR_SCANNER_PERMISSION_MODAL_ID}
        title={t('qrScanner.permissionTitle')}
        footer={
          <div className="modal-actions select-table__permission-actions">
            <Button variant="secondary" isFullWidth onPress={cancel}>
              {t('qrScanner.cancel')}
            </Button>
            <Button isFullWidth onPress={accept}>
              {t('qrScanner.accept')}
            </Button>
          </div>
        }
      >
        <p>{t('qrScanner.permissionText')}</p>
      </ShellModal>
    </section>
  );
}

export const SelectTableScreen = withRouteFlow('qrScanner', SelectTableView);

const sameError = (a: ScannerErrorView | null, b: ScannerErrorView | null) =>
  a?.message === b?.message && a?.branchName === b?.branchName;

/** Shows the camera's own <video> (the camera adapter plays the stream in it; it is also what gets decoded). */
function CameraPicture({ preview, label }: { preview: CameraPreview | null; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    if (preview instanceof HTMLVideoElement) {
      preview.setAttribute('aria-label', label);
      element.replaceChildren(preview);
    } else {
      element.replaceChildren();
    }
  }, [preview, label]);
  return <div ref={holder} className="select-table__video" />;
}

const FlashIcon = ({ isOn }: { isOn: boolean }) => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M13 2 4 14h7l-1 8 9-12h-7l1-8z"
      fill={isOn ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

const SwitchCameraIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <path d="M9 13a3 3 0 0 1 5-2.2M15 13a3 3 0 0 1-5 2.2" stroke="currentColor" strokeWidth="2" />
  </svg>
);
