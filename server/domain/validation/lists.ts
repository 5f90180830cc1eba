// How many items a list in a request may hold when nothing more specific applies (a decklist's card lines have
// their own limit): the most any list the API returns holds on one page, far above what a screen sends (a project
// has at most 20 tags; a matrix filter picks a few decklist versions). GraphQL holds its list arguments to it too.
export const LIST_ITEMS_MAX = 100;
