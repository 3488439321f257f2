/**
 * react-router, as every app of Member uses it. Module Federation cannot tree-shake a shared package
 * (any remote might use any export), and react-router 7 shared whole weighs 60 KiB gzip. Sharing this
 * facade instead keeps exactly one copy of react-router in the browser, tree-shaken to the exports
 * below. Apps import routing from here, never from 'react-router' (lint enforces it); add an export
 * here when an app needs one more.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  
  
  Route,
  Router,
  Routes,
  createPath,
  
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location,  Navigator, To } from 'react-router';
