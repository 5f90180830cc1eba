// What the admin tables ask the panel to do; the panel confirms with the spec's texts and reports with toasts.
import type { AdminDeletable } from '../../mutations/useAdminDeleteMutation.ts';

export interface DeleteRequest {
  kind: AdminDeletable;
  id: string;
  name: string;
  connection: string;
}

export interface AdminChangeRequest {
  userId: string;
  name: string;
  makeAdmin: boolean;
}

export interface AdminActions {
  requestDelete(request: DeleteRequest): void;
  requestAdminChange(request: AdminChangeRequest): void;
  currentUserId: string;
}

export const KIND_LABEL: Record<AdminDeletable, string> = { user: 'user', team: 'team', project: 'project', archetype: 'archetype', decklist: 'decklist' };
