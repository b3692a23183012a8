/** The part of Mozilla's HTTP Observatory (a JavaScript package without declarations) the tests use. */
declare module '@mdn/mdn-http-observatory' {
  export interface ObservatoryTest {
    pass: boolean;
    result: string;
  }
  export interface ObservatoryResult {
    scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
    tests: Record<string, ObservatoryTest>;
  }
  /** Scans `host` (may carry a port) over http:// and https://, as the Observatory site does. */
  export function scan(host: string): Promise<ObservatoryResult>;
}
