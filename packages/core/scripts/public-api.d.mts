export declare const ENTRIES: Record<string, string>;
export declare function publicApi(): Record<string, { values: string[]; types: string[] }>;
