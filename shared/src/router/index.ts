/**
 * The router of the site: only the react-router names the modules use. This small module, not
 * react-router-dom, is the shared singleton of the federation (shared modules are not tree-shaken:
 * sharing react-router-dom whole cost about 60 KB gzip on every first load). Import from here, never
 * from react-router or react-router-dom (lint says so).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
