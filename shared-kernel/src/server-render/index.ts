export { renderedStyleTags } from './style-tags';
