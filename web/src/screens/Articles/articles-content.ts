// Static placeholder content for /articles (article counts are static placeholders).
import type { IconName } from '../../components/ui/Icon.tsx';

export interface SampleArticle {
  category: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  readMinutes: number;
  cover: 'indigo' | 'teal' | 'amber';
}

export const FEATURED_ARTICLES: SampleArticle[] = [
  {
    category: 'Metagame Analysis',
    title: 'Reading the Matrix: Which Deck to Bring When Everyone Has a Plan',
    excerpt: 'How to turn a hundred logged practice games into a confident deck choice, and when a 55% matchup is not worth the risk.',
    author: 'Mara Lindqvist',
    date: 'Mar 14, 2025',
    readMinutes: 9,
    cover: 'indigo',
  },
  {
    category: 'Tournament Reports',
    title: 'Top 8 With a Team-Tested List: Our Regional Championship Story',
    excerpt: 'Six players, three weeks of testing and one sideboard card nobody expected. What our logs told us before the event.',
    author: 'Jonah Park',
    date: 'Feb 27, 2025',
    readMinutes: 12,
    cover: 'teal',
  },
  {
    category: 'Deck Guides',
    title: 'Sideboarding 101: Plans, Not Piles',
    excerpt: 'Write your sideboard plan per matchup before the tournament starts, and track whether it actually wins games.',
    author: 'Priya Raman',
    date: 'Feb 9, 2025',
    readMinutes: 7,
    cover: 'amber',
  },
];

export const ARTICLE_CATEGORIES: { name: string; count: number; icon: IconName; text: string }[] = [
  { name: 'Deck Guides', count: 24, icon: 'layers', text: 'Lists, card choices and play patterns.' },
  { name: 'Tournament Reports', count: 18, icon: 'star', text: 'How events went and what we learned.' },
  { name: 'Metagame Analysis', count: 15, icon: 'chart', text: 'Win rates and trends across formats.' },
  { name: 'Strategy & Theory', count: 21, icon: 'book', text: 'Principles that hold in every game.' },
  { name: 'Card Reviews', count: 12, icon: 'search', text: 'New releases, rated by testers.' },
  { name: 'Community News', count: 9, icon: 'users', text: 'Teams, events and announcements.' },
];
