import { createBrowserRouter, RouterProvider } from 'react-router';
import { Layout } from './layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
