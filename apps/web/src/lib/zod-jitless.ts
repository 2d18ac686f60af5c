/*
 * zod 4 compiles object schemas with `new Function` on first use, after probing whether eval is allowed: under
 * the app's Content-Security-Policy (script-src 'self', no 'unsafe-eval') the probe itself raised a CSP
 * violation report on every signed-in page that validated a form (issue 22, point 11). Jitless, zod never
 * tries; forms of a few fields validate alike.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (what `z.config()` writes): set here, in the
 * first module main.tsx runs, before any zod module loads, so the entry chunk does not pull zod in (its own
 * chunk loads with the screens that validate). zod-jitless.test.ts checks that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// The same object zod uses when it is already loaded (tests), the one it will use otherwise.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
