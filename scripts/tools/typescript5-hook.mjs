// TypeScript 7 (the project's compiler) has no JS compiler API. Tools that parse TypeScript
// through that API (dependency-cruiser) get TypeScript 5, installed as `typescript5`, when
// they load `typescript`: `node --import ./scripts/tools/typescript5-hook.mjs <tool>`.
// Only `typescript` loaded from inside node_modules is redirected, by import or by require.
import Module, { register } from 'node:module';
// Fails at once, naming the package, if the alias is not installed.
import 'typescript5/package.json' with { type: 'json' };

const fromPackage = (parent) => typeof parent === 'string' && parent.includes('/node_modules/');
const redirect = (request) => request.replace(/^typescript(?=$|\/)/, 'typescript5');

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (/^typescript(?:$|\\/)/.test(specifier) && (context.parentURL ?? '').includes('/node_modules/')) {
        return next(specifier.replace(/^typescript/, 'typescript5'), context);
      }
      return next(specifier, context);
    }
  `)}`,
);

// require() in Node 20 does not go through the hooks above.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const target =
    /^typescript(?:$|\/)/.test(request) && fromPackage(parent?.filename) ? redirect(request) : request;
  return resolveFilename.call(this, target, parent, ...rest);
};
