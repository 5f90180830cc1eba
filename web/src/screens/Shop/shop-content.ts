// Static placeholder content for /shop (prices are static placeholders).
import type { IconName } from '../../components/ui/Icon.tsx';

export const SHOP_CATEGORIES: { name: string; icon: IconName; text: string }[] = [
  { name: 'Singles', icon: 'layers', text: 'The exact cards your list is missing.' },
  { name: 'Booster Packs', icon: 'package', text: 'Sealed product from current sets.' },
  { name: 'Deck Boxes', icon: 'archive', text: 'Keep a tested list safe between events.' },
  { name: 'Sleeves', icon: 'shield', text: 'Matte, clear and tournament-legal.' },
  { name: 'Playmats', icon: 'grid', text: 'Stitched edges, zones or plain art.' },
  { name: 'Dice & Tokens', icon: 'dice', text: 'Counters, life dice and token sets.' },
];

export interface SampleProduct {
  name: string;
  category: string;
  price: string;
  icon: IconName;
  tone: 'indigo' | 'teal' | 'amber' | 'rose';
}

export const SAMPLE_PRODUCTS: SampleProduct[] = [
  { name: 'Premium Deck Box (100+)', category: 'Deck Boxes', price: '$24.99', icon: 'archive', tone: 'indigo' },
  { name: 'Matte Sleeves, 100 count', category: 'Sleeves', price: '$11.99', icon: 'shield', tone: 'teal' },
  { name: 'Stitched-Edge Playmat', category: 'Playmats', price: '$29.99', icon: 'grid', tone: 'amber' },
  { name: 'Set Booster Pack', category: 'Booster Packs', price: '$5.49', icon: 'package', tone: 'rose' },
];
