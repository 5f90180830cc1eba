// The documented REST call table, one module per domain.
import type { Route } from './route.ts';
import { accountRoutes } from './routes/accounts.ts';
import { adminRoutes } from './routes/admin.ts';
import { archetypeRoutes } from './routes/archetypes.ts';
import { authRoutes } from './routes/auth.ts';
import { cardRoutes } from './routes/cards.ts';
import { commentRoutes } from './routes/comments.ts';
import { decisionRoutes } from './routes/decisions.ts';
import { decklistRoutes } from './routes/decklists.ts';
import { matchRoutes } from './routes/matches.ts';
import { metagameRoutes } from './routes/metagames.ts';
import { metaRoutes } from './routes/meta.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { projectRoutes } from './routes/projects.ts';
import { sideboardGuideRoutes } from './routes/sideboard-guides.ts';
import { teamRoutes } from './routes/teams.ts';
import { tokenRoutes } from './routes/tokens.ts';

export const routes: Route[] = [...metaRoutes, ...authRoutes, ...accountRoutes, ...tokenRoutes, ...teamRoutes, ...projectRoutes, ...archetypeRoutes, ...decklistRoutes, ...sideboardGuideRoutes, ...adminRoutes, ...commentRoutes, ...notificationRoutes, ...matchRoutes, ...metagameRoutes, ...decisionRoutes, ...cardRoutes];
