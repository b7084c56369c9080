export const menuTexts = {
  menu: {
    title: 'Menu',
    branchFailed: 'We could not get the branch information. Please try again.',
    lastOrders: 'Your latest orders',
    seeAll: 'See all',
    seePrices: 'See prices',
    noResults: 'No results found for "{{search}}"',
    leaveTitle: 'Leave without sending the order?',
    leaveBody: 'The items you added will be lost and you will have to add them again.',
    leaveConfirm: 'Yes, leave',
    menuFailed: 'The menu could not be loaded.',
    seeMore: 'See more',
    previous: 'Previous',
    next: 'Next',
    categories: 'Categories',
    recentProducts: "What's new",
  },
};
