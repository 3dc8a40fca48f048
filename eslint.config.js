export { default } from './tooling/eslint/index.js';
