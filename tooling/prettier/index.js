/**
 * The shop's formatting, shared by every workspace (the root prettier.config.js uses it).
 * Import order is eslint's to keep (simple-import-sort), so one tool owns each concern.
 *
 * @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
};
