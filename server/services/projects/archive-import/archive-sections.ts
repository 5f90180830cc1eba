// The sections a project import writes, in an order where each finds the rows it refers to already written. A new
// archive section gets its own importer module here, next to its part of the export.
import { archetypesSection } from './archetypes.ts';
import { commentsSection } from './comments.ts';
import { decklistsSection } from './decklists.ts';
import type { ArchiveSectionImporter } from './import-context.ts';
import { matchesSection } from './matches.ts';
import { metagameSection } from './metagame.ts';
import { sideboardGuidesSection } from './sideboard-guides.ts';
import { testPlanSection } from './test-plan.ts';

export const ARCHIVE_SECTIONS: readonly ArchiveSectionImporter[] = [archetypesSection, decklistsSection, matchesSection, sideboardGuidesSection, commentsSection, metagameSection, testPlanSection];
