import type { OrderStatusIcon as IconKind } from '@/machines/order-history/order-display';

/** A decorative icon above the history's empty text and the screens' messages. */
export function MessageIcon({ kind }: { kind: 'receipt' | 'alert' }) {
  return (
    <span className="orders__message-icon" aria-hidden="true">
      <svg
        aria-hidden="true"
        width="28"
        height="28"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {kind === 'receipt' ? (
          <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3zM9 8h6M9 12h6M9 16h3" />
        ) : (
          <>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7.5v5.5M12 16.5h.01" />
          </>
        )}
      </svg>
    </span>
  );
}

/** The status icon of a history row or the detail (§4 "orderStatus icons"): error ✕, pending clock, success ✓. */
export function OrderStatusIcon({ kind, label }: { kind: IconKind; label: string }) {
  return (
    <span className={`order-status-icon order-status-icon--${kind}`} role="img" aria-label={label}>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {kind === 'error' ? <path d="M7 7l10 10M17 7L7 17" /> : null}
        {kind === 'pending' ? (
          <>
            <circle cx="12" cy="12" r="8" />
            <path d="M12 8v4l3 2" />
          </>
        ) : null}
        {kind === 'success' ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : null}
      </svg>
    </span>
  );
}
