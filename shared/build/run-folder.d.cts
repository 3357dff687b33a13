export declare const CONTAINING_FOLDER: string;
export declare function useRunFolder(prefix: string): string;
