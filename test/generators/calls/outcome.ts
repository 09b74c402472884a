// What every generator's call script reports, so the test can compare the four and check each against the server.
// Copied next to each generator's output with the script; plain types only (no generated code).

/** The demo seed's credentials the scripts call with. */
export interface Demo {
  content: { siteId: string; collection: string; key: string };
  capture: { key: string };
  engage: { key: string };
}

export interface CaptureAnswer {
  status: number;
  id: string;
  duplicate: boolean | undefined;
}

export interface Outcome {
  content: { status: number; collection: string; slugs: string[]; count: number; limit: number; nextCursor: string | null };
  capture: { first: CaptureAnswer; replay: CaptureAnswer };
  engage: { status: number; name: string; modules: { chat: boolean; forms: boolean; support: boolean } };
  unauthorized: { status: number; success: false; code: string; message: string };
}

/** One call script per generator exports this. */
export type Calls = (baseUrl: string, demo: Demo, idempotencyKey: string) => Promise<Outcome>;
