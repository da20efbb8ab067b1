import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

/** Requires a package the way Fastify itself does (they are its dependencies, not ours). */
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

/**
 * Fastify's own default schema compilers (Ajv for validation, fast-json-stringify for replies), loaded when
 * a route first needs one instead of when the instance is made. Fastify requires both in its constructor,
 * and loading Ajv and fast-json-stringify costs a start tens of milliseconds, while our instances compile
 * with zod (the app) or have no JSON schemas at all (the embedded sandboxes' private APIs).
 *
 * One difference from passing nothing: Fastify counts these as custom compilers, and then compiles a JSON
 * `headers` schema as written instead of lower-casing its property names first. Use it only where no route
 * validates headers with a JSON schema.
 */
export function lazyDefaultCompilers(): CompilersFactory {
  // Each selector memoises the compilers it builds per set of shared schemas, as Fastify's defaults do.
  return {
    buildValidator: onFirstCall(() => requireFromFastify('@fastify/ajv-compiler')() as ValidatorFactory),
    buildSerializer: onFirstCall(
      () => requireFromFastify('@fastify/fast-json-stringify-compiler')() as SerializerFactory,
    ),
  };
}

/** A function that makes the real one with `make` when first called, then passes every call on to it. */
function onFirstCall<F>(make: () => F): F {
  let fn: ((...args: unknown[]) => unknown) | undefined;
  const call = (...args: unknown[]) => (fn ??= make() as (...args: unknown[]) => unknown)(...args);
  return call as F;
}
