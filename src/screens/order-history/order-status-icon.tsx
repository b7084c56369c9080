import type { OrderStatusIcon as IconKind } from '@/machines/order-history/order-display';

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
