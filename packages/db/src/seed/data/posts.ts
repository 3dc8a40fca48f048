import type { SeedPost } from '../types.ts';
import { postsPart1 } from './posts-1.ts';
import { postsPart2 } from './posts-2.ts';

export const posts: SeedPost[] = [...postsPart1, ...postsPart2];
