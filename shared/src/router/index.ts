/**
 * The router of the site: only the react-router names the modules use. This small module, not
 * react-router-dom, is the shared singleton of the federation (shared modules are not tree-shaken:
 * sharing react-router-dom whole cost about 60 KB gzip on every first load). Import from here, never
 * from react-router or react-router-dom (lint says so). The router of the pre-rendering and the tests,
 * which no browser runs, is in ./memory.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
