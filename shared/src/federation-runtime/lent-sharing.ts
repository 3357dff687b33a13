/** Where the shell's runtime lends its share-scope functions to the remotes' builds on the page. */
export const LENT_SHARING_GLOBAL = '__mtdmFederationSharing';
