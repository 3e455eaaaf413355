import { PAGE_SIZES } from '../../schema/rules';

/** Articles per page of every article list. */
export const ARTICLES_PAGE_SIZE = PAGE_SIZES.articles;
/** Comments per page under an article. */
export const COMMENTS_PAGE_SIZE = PAGE_SIZES.comments;
