export declare const START_UP_FILES: string;
export declare const SHARED_GLOBAL: string;
