// The demo season (prisma/seed.ts), loaded once into the e2e server's database before the specs that use it.
import { test as setup } from '@playwright/test';
import { seedDemoData } from './tour-helpers.ts';

setup('load the demo data', () => seedDemoData());
