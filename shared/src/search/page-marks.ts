// What pages need to be found and filled in (anchors, marks, placeholders), without the search's code.
export {
  archiveAnchor,
  CLOSEST_PAGES_ID,
  collectionObjectAnchor,
  newsAnchor,
  productAnchor,
  SEARCH_QUERY_PLACEHOLDER,
  SEARCH_RESULTS_ID,
  SEARCH_RESULTS_PLACEHOLDER,
  searchItemProps,
} from './item-anchors';
