import type { AdminActions, DeleteRequest } from './admin-actions.ts';

export function DeleteButton({ actions, request }: { actions: AdminActions; request: DeleteRequest }) {
  return (
    <button type="button" className="btn btn-danger btn-sm" onClick={() => actions.requestDelete(request)} aria-label={`Delete ${request.kind} ${request.name}`}>
      Delete
    </button>
  );
}
