// The documented call table of spec section 7, one module per domain.
import type { Route } from './route.ts';
import { authRoutes } from './routes/auth.ts';
import { metaRoutes } from './routes/meta.ts';

export const routes: Route[] = [...metaRoutes, ...authRoutes];
