export declare const OUTPUT: string;
export declare function generate(): string;
