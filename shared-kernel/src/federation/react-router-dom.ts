// What the page shares under the key 'react-router-dom' (decisions section 2: one router). Every
// container provides this file instead of the whole package (tooling/shared-singletons.cjs), so
// the page loads only the router parts the front-ends use; the data-router half of the package
// (createBrowserRouter, loaders, actions, fetchers) stays out of the landing page's budget.
// A front-end import from 'react-router-dom' of a name missing here fails
// react-router-dom.test.ts; tests run on the whole package.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
