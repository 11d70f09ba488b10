// /redirect/{path}: replaces the route with the given path and keeps the query — how a tag's 刷新 remounts a page.
import { Navigate, useLocation, useParams } from 'react-router';

export function RedirectPage() {
  const params = useParams();
  const location = useLocation();
  return <Navigate to={`/${params['*'] ?? ''}${location.search}`} replace />;
}
