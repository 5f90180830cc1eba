import { loadQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { SideboardGuidesScreenQuery } from '../../__generated__/SideboardGuidesScreenQuery.graphql';
import { getEnvironment } from '../../relay/environment.ts';
import { GuidesQuery, SideboardGuidesScreen } from './SideboardGuidesScreen.tsx';

const loader: RouteObject['loader'] = ({ params }) =>
  loadQuery<SideboardGuidesScreenQuery>(getEnvironment(), GuidesQuery, { decklistId: params.decklistId ?? '' }, { fetchPolicy: 'store-and-network' });

/** /decklists/{id}/guides: the guide editor; /decklists/{id}/guides/print: every guide on one printable page. */
export const guidesRoute: RouteObject = { path: '/decklists/:decklistId/guides', loader, element: <SideboardGuidesScreen mode="edit" /> };
export const printableGuidesRoute: RouteObject = { path: '/decklists/:decklistId/guides/print', loader, element: <SideboardGuidesScreen mode="print" /> };
