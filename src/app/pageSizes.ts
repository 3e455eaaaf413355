/** Articles per page of every article list (PRODUCT.md §9). */
export const ARTICLES_PAGE_SIZE = 10;
/** Comments per page under an article (PRODUCT.md §9). */
export const COMMENTS_PAGE_SIZE = 20;
