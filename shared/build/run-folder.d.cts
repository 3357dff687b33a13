export declare const CONTAINING_FOLDER: string;
export declare function makeRunFolder(prefix: string): string;
export declare function useRunFolder(prefix: string): string;
export declare function removeRunFolder(folder: string): void;
