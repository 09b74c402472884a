// The widget loader the service serves at GET /v1/engage/sdk.js, and the panel file it imports (GET /v1/engage/sdk/{file}). The build writes the built sdk.js of @svc/widget into
// dist/widget-sdk.js (scripts/embed-widget.ts), so the mock answers with exactly what the reference server serves
// without depending on the widget's packages. In this repository's sources (tests run them through the `@svc/source`
// condition) there is no loader: those tests pass `sdkScript` when they need one.

/** The built `sdk.js` text, or undefined when it is not available. */
export const WIDGET_SDK: string | undefined = undefined;

/** The files sdk.js imports (the panel, `panel-<hash>.js`) by name, answered at `GET /v1/engage/sdk/{file}`. */
export const WIDGET_SDK_FILES: Readonly<Record<string, string>> = {};
