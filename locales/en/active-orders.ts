/** ordering.md: the activeOrders texts in en (issue 13); same keys as locales/es/active-orders.ts. */
export const activeOrdersTexts = {
  activeOrders: {
    carouselLabel: 'Active orders',
    slideLabel: 'Order {{position}} of {{total}}',
    title: 'Active order',
    purchase: 'Purchase: #{{idOrder}}',
    total: 'Total',
    showItems: 'View order',
    quantity: 'Quantity: {{quantity}}',
    noItems: "This order's products could not be shown.",
    track: 'Track your order',
    contact: 'Contact the branch',
    status: {
      preparing: 'Your order is being prepared',
      onTheWay: 'Your order is on its way',
      delivered: 'Your order has been delivered',
      other: 'on its way',
    },
    pickUp: 'Pick-up time: {{date}} - {{time}}',
    pickUpAtBranch: 'Pick up at the branch',
    table: 'Table: {{mesa}}',
    confirmControl: 'Confirm receipt of order #{{idOrder}}',
    confirmTitle: 'Did you receive your order correctly?',
    cancel: 'Cancel',
    accept: 'Accept',
    confirmFailed: 'We could not confirm the receipt of your order. Please try again.',
  },
} as const;
