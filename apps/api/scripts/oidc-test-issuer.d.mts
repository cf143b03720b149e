export declare const TEST_CLIENT: { clientId: string; clientSecret: string };
export declare function startTestIssuer(options: {
  port?: number;
  redirectUris: string[];
}): Promise<{ issuer: string; close(): Promise<void> }>;
