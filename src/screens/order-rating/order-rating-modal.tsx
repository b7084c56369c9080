import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { TextField as AriaTextField, Label, Radio, RadioGroup, TextArea } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { ORDER_RATING_MODAL_ID, type orderRatingMachine } from '@/machines/order-rating/order-rating.machine';
import {
  selectCanSubmitRating,
  selectIsSendingRating,
  selectRatingBranchName,
  selectRatingStars,
  selectRatingText,
} from '@/machines/order-rating/order-rating.selectors';
import { useAppActor } from '@/src/app/app-context';
import { useContentText } from '@/src/i18n/content-text';
import { Button } from '@/src/shell/button';
import { ShellModal } from '@/src/shell/modal';
import { ModalEnvironmentProvider, useModalEnvironment } from '@/src/shell/modal-host';
import './order-rating.css';

type OrderRatingRef = ActorRefFrom<typeof orderRatingMachine>;

const STARS = [1, 2, 3, 4, 5] as const;
/** The server keeps up to 1000 characters of experiencia. */
const TEXT_MAX_LENGTH = 1000;

/**
 * The order rating prompt (ordering.md §2 "Modals used by ordering"): the orderRating flow (a child of the
 * activeOrders watcher, system id `orderRating`) opens it through the layout; this host renders it while it is the
 * layout's modal. A bottom drawer on mobile, like every ShellModal; the overlay, Escape, dragging and the close
 * button all send `orderRating.closed`.
 */
export function OrderRatingHost() {
  const flow = useAppActor().system.get('orderRating') as OrderRatingRef | undefined;
  return flow ? <OrderRatingContainer flow={flow} /> : null;
}

function OrderRatingContainer({ flow }: { flow: OrderRatingRef }) {
  const branchName = useContentText(useSelector(flow, selectRatingBranchName));
  const stars = useSelector(flow, selectRatingStars);
  const text = useSelector(flow, selectRatingText);
  const canSubmit = useSelector(flow, selectCanSubmitRating);
  const isSending = useSelector(flow, selectIsSendingRating);
  const chooseStars = useCallback(
    (value: number) => flow.send({ type: 'orderRating.starsChosen', stars: value }),
    [flow],
  );
  const changeText = useCallback(
    (value: string) => flow.send({ type: 'orderRating.textChanged', text: value }),
    [flow],
  );
  const submit = useCallback(() => flow.send({ type: 'orderRating.submitted' }), [flow]);
  const close = useCallback(() => flow.send({ type: 'orderRating.closed' }), [flow]);
  return (
    <DismissThroughFlow onDismiss={close}>
      <OrderRatingModal
        branchName={branchName}
        stars={stars}
        text={text}
        canSubmit={canSubmit}
        isSending={isSending}
        onStarsChange={chooseStars}
        onTextChange={changeText}
        onSubmit={submit}
      />
    </DismissThroughFlow>
  );
}

export interface OrderRatingModalProps {
  /** The branch's name, already in the diner's language. */
  branchName: string;
  /** 1–5, or 0 before any is chosen. */
  stars: number;
  text: string;
  canSubmit: boolean;
  isSending: boolean;
  onStarsChange: (stars: number) => void;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
}

/** The presentational prompt: 5 stars as a radio group, the text area, 'Enviar'. */
export function OrderRatingModal({
  branchName,
  stars,
  text,
  canSubmit,
  isSending,
  onStarsChange,
  onTextChange,
  onSubmit,
}: OrderRatingModalProps) {
  const { t } = useTranslation();
  return (
    <ShellModal
      id={ORDER_RATING_MODAL_ID}
      title={t('orderRating.title', { branch: branchName || t('orderRating.thisBranch') })}
      footer={
        <Button isFullWidth isDisabled={!canSubmit} isLoading={isSending} onPress={onSubmit}>
          {t('orderRating.submit')}
        </Button>
      }
    >
      <div className="order-rating">
        <RadioGroup
          className="order-rating__stars"
          orientation="horizontal"
          value={stars ? String(stars) : null}
          onChange={(value) => onStarsChange(Number(value))}
          isDisabled={isSending}
        >
          <Label className="visually-hidden">{t('orderRating.starsLabel')}</Label>
          <div className="order-rating__star-row">
            {STARS.map((value) => (
              <Radio
                key={value}
                value={String(value)}
                className="order-rating__star"
                data-filled={value <= stars ? true : undefined}
                // The first star takes the focus when the prompt opens; arrows move along the group.
                autoFocus={value === 1}
              >
                <span className="visually-hidden">{t('orderRating.stars', { count: value })}</span>
                <StarIcon />
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <AriaTextField
          className="field"
          value={text}
          onChange={onTextChange}
          isDisabled={isSending}
          maxLength={TEXT_MAX_LENGTH}
        >
          <Label className="visually-hidden">{t('orderRating.textLabel')}</Label>
          <TextArea
            className="field__input order-rating__text"
            rows={4}
            placeholder={t('orderRating.textLabel')}
          />
        </AriaTextField>
      </div>
    </ShellModal>
  );
}

function StarIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z" />
    </svg>
  );
}

/** Routes the modal's dismiss requests (overlay, Escape, drag, close button) to the flow instead of the layout. */
function DismissThroughFlow({ onDismiss, children }: { onDismiss: () => void; children: ReactNode }) {
  const environment = useModalEnvironment();
  const value = useMemo(() => ({ ...environment, onDismissRequest: onDismiss }), [environment, onDismiss]);
  return <ModalEnvironmentProvider value={value}>{children}</ModalEnvironmentProvider>;
}
