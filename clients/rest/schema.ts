// Generated from openapi.json by `npm run openapi`: do not edit.
export interface paths {
    "/api/admin/archetypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All archetypes with project name and decklist count (an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getAdminArchetypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/archetypes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an archetype with its decklists, comments and matches.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteAdminArchetypesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/card-catalogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each game a card catalog source fills, with its last import (source, location, imported_at) and size (card_count, printing_count); imported_at null when never loaded. Site admins only.
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getAdminCardCatalogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/decklists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All decklists with archetype and project names (an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getAdminDecklists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/decklists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a decklist with its versions and comments; matches keep their result.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteAdminDecklistsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All projects with team name and archetype count (an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getAdminProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a project with its archetypes, decklists, matches and comments.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteAdminProjectsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Totals of users, teams, projects, archetypes, decklists and (active) matches. Site admins only.
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All teams with owner, member and project counts (an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getAdminTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a team with its projects and everything in them.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteAdminTeamsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All users, newest first, with email and team count (an array; limit ≤ 500, offset).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a user (not oneself); teams they own pass to another member, or are deleted when empty.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteAdminUsersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Grant or revoke site admin rights for another user: { is_admin }.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putAdminUsersIdAdmin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/archetypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every archetype the caller can read, filtered by game, format and search (an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getArchetypes"];
        put?: never;
        /**
         * Create an archetype in a project of the caller's team; an empty short_name is generated.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postArchetypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/archetypes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An archetype with its decklists at their current versions; the first decklist is the one shown.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getArchetypesId"];
        /**
         * Change an archetype (team members); absent fields stay, empty optional ones are cleared. Name the revision the change was made from as base_revision: an archetype changed since answers 409 EDIT_CONFLICT and nothing is saved.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putArchetypesId"];
        post?: never;
        /**
         * Delete an archetype with its decklists, comments and matches (team members).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteArchetypesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/archetypes/{id}/decklists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An archetype's decklists at their current versions, oldest first (an array).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getArchetypesIdDecklists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/archetypes/{id}/version-impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The archetype's results against each opponent split by its decklists' versions: since a version (?since=, else each decklist's newest version with matches) and before it, with Wilson intervals, Fisher's exact test and a plain statement whether the difference is more than noise (p < 0.05).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getArchetypesIdVersionImpact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/archetypes/private": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Archetypes of the private projects of the caller's teams (an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getArchetypesPrivate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/archetypes/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Archetypes of public projects (active ones unless include_inactive=true), filtered by game, format and search (an array).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getArchetypesPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm an email address with the token from the verification link (valid 24 hours).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getAuthConfirmEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the email address, given the password: a link goes to the new address, which becomes the account's when it is followed (GET /api/auth/confirm-email). The answer does not tell whether another account uses the address. Needs a signed-in session: an access token cannot manage the account (403).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postAuthEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email (or username) and password; returns access_token, refresh_token and user.
         * @description Open to visitors; with a token, its user sees what they may. A read-only personal token may not call it.
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session of a refresh token.
         * @description Open to visitors; with a token, its user sees what they may. A read-only personal token may not call it.
         */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user.
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getAuthMe"];
        /**
         * Edit the profile: display_name (null or empty shows the username instead). Needs a signed-in session: an access token cannot manage the account (403).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putAuthMe"];
        post?: never;
        /**
         * Delete the account, given the password. Owned teams pass to their next admin (else member) or are deleted; comments stay, shown as a deleted user's. Needs a signed-in session: an access token cannot manage the account (403).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteAuthMe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password, given the current one (wrong guesses count like failed sign-ins). Every other session ends. Needs a signed-in session: an access token cannot manage the account (403).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putAuthPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a link to choose a new password (valid 1 hour, once) to the account with this address. The answer is the same for every address; throttled per address and per client.
         * @description Open to visitors; with a token, its user sees what they may. A read-only personal token may not call it.
         */
        post: operations["postAuthPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token of a reset link. The token works once; every session of the account ends.
         * @description Open to visitors; with a token, its user sees what they may. A read-only personal token may not call it.
         */
        post: operations["postAuthPasswordResetConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for new tokens. Each refresh token works once; reuse ends the session.
         * @description Open to visitors; with a token, its user sees what they may. A read-only personal token may not call it.
         */
        post: operations["postAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (optionally accepting a team invitation) and send the verification email; verification_mail_status says whether it was sent, is pending (retried) or failed (null: none needed).
         * @description Open to visitors; with a token, its user sees what they may. A read-only personal token may not call it.
         */
        post: operations["postAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new verification link; mail_status is sent, or pending when mail cannot be sent right now. The answer is the same whether or not the address has an account.
         * @description Open to visitors; with a token, its user sees what they may. A read-only personal token may not call it.
         */
        post: operations["postAuthResendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the user is signed in: the current session first, then by last activity. Needs a signed-in session: an access token cannot manage the account (403).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getAuthSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of the user's sessions; its tokens are refused from the next request on. Needs a signed-in session: an access token cannot manage the account (403).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteAuthSessionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere else: every session but the current one ends at once. Needs a signed-in session: an access token cannot manage the account (403).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postAuthSessionsSignOutOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cards/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Card names for the card editor's autocomplete (an array of at most 20): the catalog's cards of a game (id or name) whose name starts with q, then those containing it; empty below 2 characters or without a catalog.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getCardsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readable comments, filtered by project_id, author_id, commentable_type, commentable_id, parent_id ("null" for top level); sort_by created_at|updated_at, sort_order asc|desc (default desc), limit (default 20, max 100), offset, include_inactive (an array).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getComments"];
        put?: never;
        /**
         * Post a comment on an archetype or decklist the caller can read, or a reply (parent_id) below level 3. Response: { data: comment }.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One comment with its nested replies.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getCommentsId"];
        /**
         * Edit the caller's own comment ({ content }); updated_at then differs from created_at.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putCommentsId"];
        post?: never;
        /**
         * Delete the caller's own comment. Its replies stay; it shows as deleted, without content or author.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteCommentsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Threads of one commentable (commentable_type and commentable_id) or of a project (project_id): top-level comments by created_at (sort_order, default desc; limit default and max 100, offset) with nested replies oldest first. Response: { threads, total_comments }.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getCommentsThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decklists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a decklist from explicit card lines in an archetype of the caller's team (version 1).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postDecklists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decklists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A decklist at its current version, or at ?version= (a number or a tag like v2).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getDecklistsId"];
        /**
         * Edit a decklist (team members): the cards, notes and change summary become a new version. Name the version the edit was made from as base_revision: when a newer version was saved since, the answer is 409 EDIT_CONFLICT with its card changes and nothing is saved.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putDecklistsId"];
        post?: never;
        /**
         * Delete a decklist with its versions and comments (team members).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteDecklistsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decklists/{id}/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed between two versions (from_version and to_version, numbers or tags): summary and card_diffs. With to_decklist_id, to_version is a version of that decklist (of the same game): two different decklists compared.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getDecklistsIdCompare"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decklists/{id}/diffs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed from each version to the next, oldest first (an array of timeline entries).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getDecklistsIdDiffs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decklists/{id}/evolution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The decklist's evolution: total_versions, stats (stability_score 0–1, most_changed_card) and the timeline.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getDecklistsIdEvolution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decklists/{id}/sideboard-guide/{opponentArchetypeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sideboard guide of the decklist's current version (or ?version=) against an archetype of its project: { in, out, on_the_draw, notes, warnings, … }; an empty guide (id null) when none is saved.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getDecklistsIdSideboardGuideOpponentArchetypeId"];
        /**
         * Saves the guide of the decklist's current version against an archetype of its project (team members): in from the sideboard, out of the main deck, equal counts, each card once per list; on_the_draw { in, out } when the plan on the draw differs (null: the same); Markdown notes. Name the guide's revision the plan was made from as base_revision (0 for a new guide): a guide saved since answers 409 EDIT_CONFLICT.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putDecklistsIdSideboardGuideOpponentArchetypeId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decklists/{id}/sideboard-guides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every saved sideboard guide of the decklist's current version (or ?version=), by opponent name (an array).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getDecklistsIdSideboardGuides"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decklists/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A decklist's versions with their cards, newest first (an array).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getDecklistsIdVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/decklists/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview or import pasted deck text. With preview: true, answers 200 with { decklist: { cards }, curve, legality_warnings, stats, unmatched, game, format_name, metadata } and stores nothing; otherwise creates the decklist (version 1) and answers 201 with it plus the unmatched lines.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postDecklistsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/formats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Known formats, optionally of one game (an array of strings).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getFormats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Known card games (an array of strings).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: whether the server, its database and its event transport are up (503 when one is down), and whether mail goes out (mail: ok or degraded, with mail_problems; never a 503 by itself).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's open invitations to teams, newest first (an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept one of the caller's invitations: join the team with the invited role. Answers the team.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postInvitationsIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline one of the caller's invitations.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postInvitationsIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Matches the caller can read, newest first: { matches, total, limit, offset }. Filters: project_id, user_id, archetype_id, decklist_id (either side), date_from, date_to (a plain date includes that day), went_first, include_inactive; limit (default 20, max 100), offset.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getMatches"];
        put?: never;
        /**
         * Log a match in a project of the caller's team; match_date defaults to now; decklist versions are recorded.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postMatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One match with its archetypes, decklists, players, match_result and recorded_by_user.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getMatchesId"];
        /**
         * Change a match (team members); absent fields stay, null clears an optional one; is_active: true restores a deleted match. Name the revision the change was made from as base_revision: a match changed since answers 409 EDIT_CONFLICT and nothing is saved.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putMatchesId"];
        post?: never;
        /**
         * Remove a match from the statistics (team members); it stays in history with is_active false.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteMatchesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's match list as a CSV file (text/csv, UTF-8), with the list's filters and no paging.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getMatchesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import matches from CSV text (the export format; archetypes, decklists and players by name or id). dry_run: true reports without writing; otherwise every row is written, or none when any row is wrong (400 listing the lines).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postMatchesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/matrix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The matchup matrix of project_id: { matrix: { project_name, total_matches, generated_at, archetypes, matrix } }. Filters: date_from, date_to, user_id, min_sample_size (≥ 1, default 1), include_inactive, went_first, decklist_versions (comma list of decklist version ids); unit=games makes cells count games instead of matches (every cell also carries its game statistics under games). Extras: target_half_width adds games_needed per cell; field=archetype_id:share,… adds expected_win_rates.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getMatchesMatrix"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * total_matches, wins, losses, win_rate, first_player_wins, first_player_rate for a user, archetype and/or decklist, optionally in one project_id.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getMatchesStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mentions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's mentions, newest first, filtered by is_read; limit (default 20, max 100) and offset (an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getMentions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mentions/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark one of the caller's mentions read (and its notification).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putMentionsIdRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first, filtered by type (mention, reply, team_invite, invitation_failed) and is_read; limit (default 20, max 100) and offset (an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark one of the caller's notifications read (a mention notification also marks its mention).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putNotificationsIdRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark all of the caller's notifications and mentions read: { message, updated }.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putNotificationsReadAll"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of the caller's notifications and mentions are unread: { unread_notifications, unread_mentions }.
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getNotificationsUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projects the caller can read (their teams' and public ones); visibility=private gives their teams' private projects (an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getProjects"];
        put?: never;
        /**
         * Create a project in a team the caller belongs to.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project with its team's name, archetype and match counts, and the caller's role in its team.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getProjectsId"];
        /**
         * Change a project (its team's owner and admins): name, description, visibility, game, format, tags, is_active. Absent fields stay; an empty description or format is cleared; a tag list replaces the tags.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putProjectsId"];
        post?: never;
        /**
         * Delete a project with its archetypes, decklists, matches and comments (its team's owner and admins).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteProjectsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/archetypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's archetypes, inactive ones included, filtered by game and format (an array).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getProjectsIdArchetypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/deck-choice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which deck to bring: for each archetype marked as ours (is_candidate), its expected match win rate against the saved metagame with a 95% interval and the probability that it is the best choice, by seeded Monte Carlo (docs/statistics.md). seed (default 1) and metagame_sample_size (default 100; 0 takes the shares as exact).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getProjectsIdDeckChoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project's archive for its team's owners and admins: one versioned JSON document (format sideboard.project-archive, version 1) with the project and a section per domain (archetypes, decklists with every version's cards and raw text, matches, comments with their threads, the metagame with its history); see docs/api.md.
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getProjectsIdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/metagame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's saved metagame: { current: { as_of, shares: [{ archetype_id, share }], saved_by, saved_at } | null, history: [earlier snapshots, newest first, at most 50] }.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getProjectsIdMetagame"];
        /**
         * Saves the project's metagame (team members): shares of archetypes of the project (at least 0, normalised where used), as_of defaults to now; the previous one joins the history. Name the metagame's revision the shares were made from as base_revision (0 before the first): one saved since answers 409 EDIT_CONFLICT with how the shares moved.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putProjectsIdMetagame"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/test-next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which matchups to test next: for each pair of a candidate and an archetype of the saved metagame, how much `matches` more matches (default 10) would reduce the probability of choosing the wrong deck, and how many would settle it; most valuable first. Takes the deck choice's seed and metagame_sample_size.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getProjectsIdTestNext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/test-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's test plan: its matchups in order with their target (target_matches or max_interval_width), players and progress.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getProjectsIdTestPlan"];
        /**
         * Replaces the project's test plan (team members): matchups of two archetypes of the project, each pair once, each with exactly one of target_matches (1–1000) or max_interval_width (above 0.02, below 1), and player_ids of team members. Name the plan's revision the matchups were made from as base_revision (0 before the first save): a plan saved since answers 409 EDIT_CONFLICT.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putProjectsIdTestPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recreate a project from its archive (as GET /projects/{id}/export wrote it) in a team the caller owns or administers, with new ids, in one transaction; people are matched to the team's members by username, others kept as a former member. A name the team already uses gets " (imported)". Bodies up to 2 MB; see docs/api.md.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postProjectsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public projects, newest first, filtered by game, format and repeated tags (an array).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getProjectsPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/team/{teamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team's projects the caller may read (an array).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getProjectsTeamTeamId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: 200 when this instance should get new requests, 503 when its database or event transport is down or it is shutting down (draining: true). Mail is reported (mail, mail_problems) but never makes it unready.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's teams with their role in each (an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getTeams"];
        put?: never;
        /**
         * Create a team; the caller becomes its owner.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team with the caller's role (null for non-members). Private teams are visible to members only.
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getTeamsId"];
        /**
         * Change the team's name, description or visibility (owner); absent fields stay, an empty description is cleared.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putTeamsId"];
        post?: never;
        /**
         * Delete the team with all its projects and everything in them (owner).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteTeamsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's open invitations, newest first (owner and admins; an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getTeamsIdInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of the team's open invitations (owner and admins).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteTeamsIdInvitationsInvitationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite someone by username or email (owner and admins); they accept or decline it (an address without an account gets a link to register with). The answer is the same whether or not an address has an account; mail_status says whether the invitation mail was sent or is pending (retried). 422 when the mail server refuses the address.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postTeamsIdInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave the team. The owner cannot leave (403) before transferring ownership.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postTeamsIdLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The members (an array); only fellow members and site admins may list them.
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getTeamsIdMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make a member an admin or a plain member (owner and admins). An admin cannot change the owner or another admin; the owner role moves only by POST /teams/{id}/transfer. Answers the member.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        put: operations["putTeamsIdMembersUserId"];
        post?: never;
        /**
         * Remove a member from the team (owner and admins; an admin cannot remove the owner or another admin). Their open subscriptions lose the team at once.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteTeamsIdMembersUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's projects the caller may read (an array).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getTeamsIdProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/search-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users to suggest in the invite box (owner and admins): 2+ characters of a username or display name, never an address; not yet members (an array).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getTeamsIdSearchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand the team to another member (owner), who becomes its owner; the former owner stays as an admin. Answers the team.
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postTeamsIdTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public teams, newest first (an array), with the caller's role in each (null when not a member or signed out).
         * @description Open to visitors; with a token, its user sees what they may.
         */
        get: operations["getTeamsPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's personal access tokens, newest first, with their scope, expiry and last use (never their secret). Needs a signed-in session: an access token cannot manage tokens (403).
         * @description Needs a signed-in user (a bearer token).
         */
        get: operations["getTokens"];
        put?: never;
        /**
         * Create a personal access token for scripts: scope read (GET only) or write; expires_in_days 1–365 (default 30). The answer's secret (sb_pat_…) is shown only this once; send it as Authorization: Bearer. Needs a signed-in session: an access token cannot manage tokens (403).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        post: operations["postTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of the caller's tokens; its next use answers 401. Needs a signed-in session: an access token cannot manage tokens (403).
         * @description Needs a signed-in user (a bearer token). A read-only personal token may not call it.
         */
        delete: operations["deleteTokensId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A personal access token, without its secret. */
        AccessToken: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
            /** Format: uuid */
            id: string;
            /** @description Its last use, to the minute; null when never used. */
            last_used_at: string | null;
            name: string;
            /** @enum {string} */
            scope: "read" | "write";
        };
        /** @description An archetype row of the admin panel. */
        AdminArchetype: {
            /** Format: date-time */
            created_at: string;
            created_by: string | null;
            decklist_count: number;
            description: string | null;
            format: string | null;
            game: string;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            /** @description "Ours": a deck the team may bring, weighed by GET /projects/{id}/deck-choice. */
            is_candidate: boolean;
            name: string;
            /** Format: uuid */
            project_id: string;
            /** @description The project's name, in lists across projects. */
            project_name?: string;
            /** @description Counts its changes; send it as base_revision with an edit (PUT) made from this answer. */
            revision: number;
            short_name: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description A decklist row of the admin panel. */
        AdminDecklist: {
            /** Format: uuid */
            archetype_id: string;
            archetype_name: string;
            /** Format: date-time */
            created_at: string;
            created_by: string | null;
            created_by_username: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            project_name: string;
            /** Format: date-time */
            updated_at: string;
            version_tag: string;
        };
        /** @description A project row of the admin panel. */
        AdminProject: {
            archetype_count: number;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            format: string | null;
            game: string;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            name: string;
            tags: string[];
            /** Format: uuid */
            team_id: string;
            team_name: string;
            visibility: components["schemas"]["Visibility"];
        };
        /** @description Site totals (total_matches counts active matches). */
        AdminStats: {
            total_archetypes: number;
            total_decklists: number;
            total_matches: number;
            total_projects: number;
            total_teams: number;
            total_users: number;
        };
        /** @description A team row of the admin panel. */
        AdminTeam: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            member_count: number;
            name: string;
            /** Format: uuid */
            owner_id: string;
            owner_username: string;
            project_count: number;
            /** @description The caller's role in the team; null when not a member or signed out. */
            role: components["schemas"]["TeamRole"] | null;
            visibility: components["schemas"]["Visibility"];
        };
        /** @description A user row of the admin panel. */
        AdminUser: {
            /** Format: date-time */
            created_at: string;
            display_name: string | null;
            /** Format: email */
            email: string;
            email_verified: boolean;
            /** Format: uuid */
            id: string;
            is_admin: boolean;
            team_count: number;
            username: string;
        };
        /** @description A deck archetype of a project. */
        Archetype: {
            /** Format: date-time */
            created_at: string;
            created_by: string | null;
            description: string | null;
            format: string | null;
            game: string;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            /** @description "Ours": a deck the team may bring, weighed by GET /projects/{id}/deck-choice. */
            is_candidate: boolean;
            name: string;
            /** Format: uuid */
            project_id: string;
            /** @description The project's name, in lists across projects. */
            project_name?: string;
            /** @description Counts its changes; send it as base_revision with an edit (PUT) made from this answer. */
            revision: number;
            short_name: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description An archetype with its decklists at their current versions. */
        ArchetypeWithDecklists: {
            /** Format: date-time */
            created_at: string;
            created_by: string | null;
            decklists: components["schemas"]["Decklist"][];
            description: string | null;
            format: string | null;
            game: string;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            /** @description "Ours": a deck the team may bring, weighed by GET /projects/{id}/deck-choice. */
            is_candidate: boolean;
            name: string;
            /** Format: uuid */
            project_id: string;
            /** @description The project's name, in lists across projects. */
            project_name?: string;
            /** @description Counts its changes; send it as base_revision with an edit (PUT) made from this answer. */
            revision: number;
            short_name: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description A game's card catalog: its last import and its size. */
        CardCatalog: {
            card_count: number;
            /** @description Game id. */
            game: string;
            game_name: string;
            imported_at: string | null;
            /** @description The file or URL it was imported from. */
            location: string | null;
            printing_count: number;
            /** @description The source last imported; null when never loaded. */
            source: string | null;
        };
        /** @description How one card's count changed between two versions. */
        CardDiff: {
            /** @enum {string} */
            diff_type: "added" | "removed" | "changed";
            name: string;
            new_quantity: number;
            old_quantity: number;
            quantity_diff: number;
            type: string;
        };
        /** @description A line of a decklist: a card and how many copies. */
        CardLine: {
            cost: string | null;
            image_url: string | null;
            mana_value: number | null;
            name: string;
            number: string | null;
            quantity: number;
            rarity: string | null;
            /** @description Whether the card catalog knows the card. */
            resolved: boolean;
            /** @description The section of the deck the line is in (Main Deck, Sideboard, Extra Deck, Commander, …). */
            section: string;
            set: string | null;
            /** @description The game's type of the card when the catalog knows it, else the line's own type ("Other" when unknown). */
            type: string;
            type_line: string | null;
        };
        /** @description A catalog card offered by the card editor. */
        CardSuggestion: {
            cost: string | null;
            image_url: string | null;
            mana_value: number | null;
            name: string;
            rarity: string | null;
            /** @description The game's type the card is grouped under. */
            type: string;
            type_line: string | null;
        };
        /** @description A comment with its nested replies, oldest first. */
        Comment: {
            author_display_name: string | null;
            author_id: string | null;
            /** @description The author's username; null for a deleted comment or author. */
            author_name: string | null;
            /** Format: uuid */
            commentable_id: string;
            commentable_type: components["schemas"]["CommentableType"];
            /** @description Markdown source; null once deleted. */
            content: string | null;
            /** @description The content rendered as safe HTML, its real @mentions in <span class="mention">; null once deleted. */
            content_html: string | null;
            /** Format: date-time */
            created_at: string;
            depth: number;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            is_edited: boolean;
            parent_id: string | null;
            /** Format: uuid */
            project_id: string;
            replies: components["schemas"]["Comment"][];
            reply_count: number;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description What a comment is on.
         * @enum {string}
         */
        CommentableType: "archetype" | "decklist";
        /** @description The comment a notification or mention is about. */
        CommentSummary: {
            /**
             * Format: uuid
             * @description The archetype whose page shows the thread.
             */
            archetype_id: string;
            author_display_name: string | null;
            author_id: string | null;
            /** @description The author's username; null for a deleted comment or author. */
            author_name: string | null;
            /** Format: uuid */
            commentable_id: string;
            commentable_type: components["schemas"]["CommentableType"];
            excerpt: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            project_id: string;
            /** Format: uuid */
            team_id: string;
        };
        /** @description Top-level comments with their replies, and how many comments there are in all. */
        CommentThreads: {
            threads: components["schemas"]["Comment"][];
            total_comments: number;
        };
        /** @description Copies per cost over the main sections; null when nothing has a cost. */
        CostCurve: {
            count: number;
            /** @description "0", "1", … and the last one "7+" (per game). */
            label: string;
        }[] | null;
        /** @description A new personal access token with its secret, shown this once. */
        CreatedAccessToken: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
            /** Format: uuid */
            id: string;
            /** @description Its last use, to the minute; null when never used. */
            last_used_at: string | null;
            name: string;
            /** @enum {string} */
            scope: "read" | "write";
            /**
             * Format: starts_with
             * @description The token itself: shown only in this answer.
             */
            secret: string;
        };
        /** @description The 2.5% and 97.5% quantiles of the simulated win rates (a 95% credible interval). */
        CredibleInterval: {
            lower: number;
            upper: number;
        };
        /** @description The signed-in user. */
        CurrentUser: {
            user: components["schemas"]["User"];
        };
        /** @description Each of the team's candidate archetypes against the saved metagame, most likely best first. */
        DeckChoice: {
            candidates: {
                /** Format: uuid */
                archetype_id: string;
                /** @description Expected match win rate against the field (posterior mean). */
                expected_win_rate: number | null;
                interval: components["schemas"]["CredibleInterval"] | null;
                name: string;
                /** @description Probability that this candidate has the highest expected win rate. */
                probability_best: number | null;
            }[];
            /** @description The date of the saved metagame used; null when none is saved (no estimates then). */
            metagame_as_of: string | null;
            /** @description How many decks the shares are treated as counted from (Dirichlet concentration); 0 takes them as exact. */
            metagame_sample_size: number;
            /** @description The seed of the simulation: the same seed and data give the same answer. */
            seed: number;
        };
        /** @description A decklist's history: its stability and every version-to-version change. */
        DeckEvolution: {
            stats: {
                most_changed_card: {
                    name: string;
                    total_change: number;
                } | null;
                stability_score: number;
                total_changes: number;
                version_count: number;
            };
            timeline: components["schemas"]["TimelineEntry"][];
            total_versions: number;
        };
        /** @description A decklist at one version: version_tag, cards and notes are that version's. */
        Decklist: {
            /** Format: uuid */
            archetype_id: string;
            cards: components["schemas"]["CardLine"][];
            change_summary: string | null;
            /** Format: date-time */
            created_at: string;
            created_by: string | null;
            /** @description The version as a tag: v1, v2, … */
            current_version_tag: string;
            curve: components["schemas"]["CostCurve"];
            /** Format: uuid */
            id: string;
            legality_warnings: components["schemas"]["LegalityWarning"][];
            name: string;
            notes: string | null;
            raw_import_text: string | null;
            /** @description The current version's number; send it as base_revision with an edit (PUT) made from this answer. */
            revision: number;
            /** Format: date-time */
            updated_at: string;
            version_number: number;
            /** @description The version as a tag: v1, v2, … */
            version_tag: string;
        };
        /** @description What changed between two versions of one decklist, or from a version of one decklist to a version of another. */
        DecklistComparison: {
            card_diffs: components["schemas"]["CardDiff"][];
            /** Format: uuid */
            from_decklist_id: string;
            from_decklist_name: string;
            /** @description The version as a tag: v1, v2, … */
            from_version_tag: string;
            summary: {
                cards_added: number;
                cards_changed: number;
                cards_removed: number;
                net_card_count: number;
                total_changes: number;
            };
            /** Format: uuid */
            to_decklist_id: string;
            /** @description The decklist of the newer version: this one, or the one named by to_decklist_id. */
            to_decklist_name: string;
            /** @description The version as a tag: v1, v2, … */
            to_version_tag: string;
        };
        /** @description One saved version of a decklist. */
        DecklistVersion: {
            cards: components["schemas"]["CardLine"][];
            change_summary: string | null;
            /** Format: date-time */
            created_at: string;
            created_by: string | null;
            curve: components["schemas"]["CostCurve"];
            /** Format: uuid */
            id: string;
            legality_warnings: components["schemas"]["LegalityWarning"][];
            notes: string | null;
            version_number: number;
            /** @description The version as a tag: v1, v2, … */
            version_tag: string;
        };
        /** @description Every error answer of /api. */
        Error: {
            /** @description Stable machine-readable code (VALIDATION, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, …). */
            code: string;
            /** @description With EDIT_CONFLICT (409): the edit named a revision that is no longer the newest; nothing was changed. */
            conflict?: {
                /** @description The revision the edit named. */
                base_revision: number;
                /** @description When the newest revision was saved, where known. */
                changed_at: string | null;
                /** @description Id of the user who saved it, where known. */
                changed_by: string | null;
                /** @description What changed between the two revisions, in words, where the history is kept (decklist versions, metagames). */
                changes: string[];
                /** @description The newest revision: GET the record, apply the change to it and send this one. */
                current_revision: number;
            };
            /** @description What went wrong, for people. */
            message: string;
            /** @description With VALIDATION: what is wrong with each field. */
            problems?: {
                /** @description The input field, under the name the client sent (a.b.0 for nested ones). */
                field: string;
                message: string;
            }[];
        };
        /** @description Games won of a kind of game, with the rate and its 95% Wilson interval. */
        GameRate: {
            confidence_interval: components["schemas"]["Interval"];
            games: number;
            win_rate: number | null;
            wins: number;
        };
        /** @description Game-level results (a match without recorded games counts as one game). */
        GameStats: {
            confidence_interval: components["schemas"]["Interval"];
            losses: number;
            on_the_draw: components["schemas"]["GameRate"];
            on_the_play: components["schemas"]["GameRate"];
            post_sideboard: components["schemas"]["GameRate"];
            pre_sideboard: components["schemas"]["GameRate"];
            win_rate: number | null;
            wins: number;
        };
        /** @description Whether the server and what it depends on are up. */
        Health: {
            /** @enum {string} */
            database: "ok" | "unavailable";
            /** @enum {string} */
            database_kind: "embedded" | "postgresql";
            /** @enum {string} */
            events: "ok" | "unavailable";
            /** @enum {string} */
            mail: "ok" | "degraded";
            /** @description Why mail is degraded, for people. */
            mail_problems: string[];
            /**
             * @description Whether the app can serve: its database and event transport (mail never counts here).
             * @enum {string}
             */
            status: "ok" | "degraded";
            uptime_seconds: number;
        };
        /** @description A decklist created from pasted text, with the lines that matched nothing. */
        ImportedDecklist: {
            /** Format: uuid */
            archetype_id: string;
            cards: components["schemas"]["CardLine"][];
            change_summary: string | null;
            /** Format: date-time */
            created_at: string;
            created_by: string | null;
            /** @description The version as a tag: v1, v2, … */
            current_version_tag: string;
            curve: components["schemas"]["CostCurve"];
            /** Format: uuid */
            id: string;
            legality_warnings: components["schemas"]["LegalityWarning"][];
            name: string;
            notes: string | null;
            raw_import_text: string | null;
            /** @description The current version's number; send it as base_revision with an edit (PUT) made from this answer. */
            revision: number;
            unmatched: components["schemas"]["UnmatchedLine"][];
            /** Format: date-time */
            updated_at: string;
            version_number: number;
            /** @description The version as a tag: v1, v2, … */
            version_tag: string;
        };
        /** @description What pasted deck text reads as; nothing is stored. */
        ImportPreview: {
            curve: components["schemas"]["CostCurve"];
            decklist: {
                cards: components["schemas"]["CardLine"][];
            };
            format_name: string;
            /** @description The game the text was read as; null when unknown. */
            game: string | null;
            /** @description Why the list is not of the archetype's game (the import refuses it with this message); null when it is or cannot be told. */
            game_warning: string | null;
            legality_warnings: components["schemas"]["LegalityWarning"][];
            merged_lines: components["schemas"]["MergedLines"][];
            metadata: {
                [key: string]: string;
            };
            stats: {
                total_cards: number;
                types: {
                    [key: string]: number;
                };
                unique_cards: number;
            };
            unmatched: components["schemas"]["UnmatchedLine"][];
        };
        /** @description A 95% Wilson confidence interval of a win rate. */
        Interval: {
            lower: number;
            upper: number;
        };
        /** @description An open invitation to join a team. */
        Invitation: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
            /** Format: uuid */
            id: string;
            /** @description The username or address the inviter typed (never the address of an account). */
            invited_as: string;
            invited_by: components["schemas"]["PublicUser"];
            role: components["schemas"]["TeamRole"];
            team: {
                /** Format: uuid */
                id: string;
                name: string;
            };
        };
        /** @description The team joined. */
        InvitationAccepted: {
            message: string;
            team: components["schemas"]["Team"];
        };
        /** @description The invitation made; the same answer whether or not the address has an account. */
        InvitationResult: {
            invitation: {
                /** Format: date-time */
                expires_at: string;
                invited_as: string;
                /** @enum {string} */
                role: "admin" | "member";
            };
            mail_status: components["schemas"]["MailStatus"];
            message: string;
        };
        /** @description A card the format's rules refuse, too many copies of it, or a deck of the wrong size. */
        LegalityWarning: {
            /** @description The card concerned; empty for a deck_size warning, which is about the whole deck. */
            card: string;
            /** @enum {string} */
            code: "banned" | "not_legal" | "too_many_copies" | "deck_size";
            message: string;
        };
        /** @description A comment in a flat list: its reply count, without the replies. */
        ListedComment: {
            author_display_name: string | null;
            author_id: string | null;
            /** @description The author's username; null for a deleted comment or author. */
            author_name: string | null;
            /** Format: uuid */
            commentable_id: string;
            commentable_type: components["schemas"]["CommentableType"];
            /** @description Markdown source; null once deleted. */
            content: string | null;
            /** @description The content rendered as safe HTML, its real @mentions in <span class="mention">; null once deleted. */
            content_html: string | null;
            /** Format: date-time */
            created_at: string;
            depth: number;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            is_edited: boolean;
            parent_id: string | null;
            /** Format: uuid */
            project_id: string;
            reply_count: number;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description Whether a mail was sent or waits for a retry. */
        MailSent: {
            /** @enum {string} */
            mail_status: "sent" | "pending";
            message: string;
        };
        /**
         * @description Whether a mail went out, waits for a retry, or failed.
         * @enum {string}
         */
        MailStatus: "sent" | "pending" | "failed";
        /** @description How many notifications were marked read. */
        MarkedRead: {
            message: string;
            updated: number;
        };
        /** @description A logged match: who won with what against whom. */
        Match: {
            /** @description 1, 3 or 5. */
            best_of: number;
            /** Format: date-time */
            created_at: string;
            /** @description The games in order, from the match winner's side; empty when not recorded. */
            games: components["schemas"]["MatchGame"][];
            /** Format: uuid */
            id: string;
            is_active: boolean;
            loser_archetype: components["schemas"]["MatchArchetype"];
            /** Format: uuid */
            loser_archetype_id: string;
            loser_decklist: components["schemas"]["MatchDecklist"] | null;
            loser_decklist_id: string | null;
            loser_decklist_version: number | null;
            loser_user: components["schemas"]["PublicUser"] | null;
            loser_user_id: string | null;
            /** Format: date-time */
            match_date: string;
            match_result: {
                /** Format: date-time */
                match_date: string;
                notes: string | null;
                went_first: boolean | null;
            };
            notes: string | null;
            /** Format: uuid */
            project_id: string;
            recorded_by: string | null;
            recorded_by_user: components["schemas"]["PublicUser"] | null;
            /** @description Counts its changes; send it as base_revision with an edit (PUT) made from this answer. */
            revision: number;
            /** Format: date-time */
            updated_at: string;
            /** @description Whether the winner went first (game 1's on_the_play when games are given); null when unknown. */
            went_first: boolean | null;
            winner_archetype: components["schemas"]["MatchArchetype"];
            /** Format: uuid */
            winner_archetype_id: string;
            winner_decklist: components["schemas"]["MatchDecklist"] | null;
            winner_decklist_id: string | null;
            winner_decklist_version: number | null;
            winner_user: components["schemas"]["PublicUser"] | null;
            winner_user_id: string | null;
        };
        /** @description The archetype one side played. */
        MatchArchetype: {
            /** Format: uuid */
            id: string;
            name: string;
            short_name: string;
        };
        /** @description The decklist one side played. */
        MatchDecklist: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description The version played, when recorded. */
            version: number | null;
        };
        /** @description One game of a match, from the match winner's side. */
        MatchGame: {
            /** @enum {string} */
            on_the_play: "winner" | "loser";
            sideboarded: boolean;
            /** @enum {string} */
            won_by: "winner" | "loser";
        };
        /** @description What a CSV import read, and wrote unless dry_run. */
        MatchImportReport: {
            dry_run: boolean;
            errors: {
                line: number;
                message: string;
            }[];
            imported: number;
            total_rows: number;
            valid_rows: number;
        };
        /** @description One page of a match list, with the total of the filtered list. */
        MatchPage: {
            limit: number;
            matches: components["schemas"]["Match"][];
            offset: number;
            total: number;
        };
        /** @description Win and first-player statistics. */
        MatchStats: {
            /** @description Wins going first over the matches where who went first is known. */
            first_player_rate: number;
            first_player_wins: number;
            games: components["schemas"]["GameStats"];
            losses: number;
            total_matches: number;
            /** @description 0 when there are no matches. */
            win_rate: number;
            wins: number;
        };
        /** @description A project's matchup matrix. */
        MatchupMatrix: {
            matrix: {
                archetypes: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                    short_name: string;
                    total_matches: number;
                    total_wins: number;
                    win_rate: number | null;
                }[];
                /** @description With field: each archetype's expected win rate against that field. */
                expected_win_rates?: {
                    /** Format: uuid */
                    archetype_id: string;
                    coverage: number;
                    expected_win_rate: number | null;
                    interval: components["schemas"]["Interval"] | null;
                    standard_error: number | null;
                }[];
                /** Format: date-time */
                generated_at: string;
                matrix: components["schemas"]["MatrixCell"][];
                min_sample_size: number;
                /** Format: uuid */
                project_id: string;
                project_name: string;
                total_matches: number;
                /**
                 * @description What the cells count.
                 * @enum {string}
                 */
                unit: "matches" | "games";
            };
        };
        /** @description One archetype's results against one opponent. */
        MatrixCell: {
            /** Format: uuid */
            archetype_id: string;
            /** @enum {string} */
            band: "excellent" | "very-good" | "good" | "neutral" | "bad" | "very-bad" | "terrible" | "none";
            confidence_interval: components["schemas"]["Interval"];
            first_sample_size: number;
            first_win_rate: number | null;
            games: components["schemas"]["GameStats"];
            /** @description With target_half_width: games still needed to reach it. */
            games_needed?: number;
            is_significant: boolean;
            losses: number;
            /** Format: uuid */
            opponent_id: string;
            sample_size: number;
            win_rate: number | null;
            win_rate_percent: number | null;
            wins: number;
        };
        /** @description A comment that mentions the caller. */
        Mention: {
            comment: components["schemas"]["CommentSummary"] | null;
            /** Format: uuid */
            comment_id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            is_read: boolean;
            /** Format: uuid */
            mentioned_user_id: string;
        };
        /** @description Several lines of pasted deck text naming one card (same printing and section), stored as one line. */
        MergedLines: {
            lines: number;
            name: string;
            quantity: number;
            type: string;
        };
        /** @description What a call did. */
        Message: {
            /** @description What was done, for people. */
            message: string;
        };
        /** @description A project's saved metagame and its history. */
        Metagame: {
            /** @description The newest snapshot; null before the first save. */
            current: components["schemas"]["MetagameSnapshot"] | null;
            /** @description Earlier snapshots, newest first. */
            history: components["schemas"]["MetagameSnapshot"][];
        };
        /** @description A project's expected metagame as saved at one time. */
        MetagameSnapshot: {
            /** Format: date-time */
            as_of: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            project_id: string;
            /** @description The project's metagame revision this save made; send the current one's as base_revision with a save made from it (0 when none is saved). */
            revision: number;
            /** Format: date-time */
            saved_at: string;
            saved_by: components["schemas"]["PublicUser"] | null;
            shares: {
                /** Format: uuid */
                archetype_id: string;
                share: number;
            }[];
        };
        /** @description Something that happened for the caller. */
        Notification: {
            actor_display_name: string | null;
            actor_id: string | null;
            actor_name: string | null;
            comment: components["schemas"]["CommentSummary"] | null;
            comment_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: uuid */
            id: string;
            is_read: boolean;
            team_id: string | null;
            team_name: string | null;
            /** @enum {string} */
            type: "mention" | "reply" | "team_invite" | "invitation_failed";
        };
        /** @description The new comment, under data. */
        PostedComment: {
            data: components["schemas"]["Comment"];
        };
        /** @description A team's project: the archetypes, decklists and matches of one game and format. */
        Project: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            format: string | null;
            game: string;
            /** Format: uuid */
            id: string;
            is_active: boolean;
            name: string;
            tags: string[];
            /** Format: uuid */
            team_id: string;
            visibility: components["schemas"]["Visibility"];
        };
        /** @description Everything of a project, as one versioned document (format sideboard.project-archive). */
        ProjectArchive: {
            /** Format: date-time */
            exported_at: string;
            /** @constant */
            format: "sideboard.project-archive";
            project: {
                description: string | null;
                format: string | null;
                game: string;
                is_active: boolean;
                name: string;
                tags: string[];
                /** @enum {string} */
                visibility: "public" | "private";
            };
            sections: {
                archetypes: {
                    /** Format: date-time */
                    created_at: string;
                    /** @description A username; null when unknown or removed. */
                    created_by: string | null;
                    description: string | null;
                    format: string | null;
                    game: string;
                    is_active: boolean;
                    /**
                     * @description "Ours": a candidate of the deck choice.
                     * @default false
                     */
                    is_candidate: boolean;
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    key: string;
                    name: string;
                    short_name: string;
                }[];
                /** @description Oldest first, so that a reply always comes after the comment it answers. */
                comments: {
                    /** @description A username; null when unknown or removed. */
                    author: string | null;
                    content: string;
                    /** Format: date-time */
                    created_at: string;
                    is_active: boolean;
                    /** @description A comment's key in this archive, e.g. comment:1. */
                    key: string;
                    /** @description The key of the archetype or decklist it is on. */
                    on: string;
                    parent: string | null;
                }[];
                decklists: {
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    archetype: string;
                    /** Format: date-time */
                    created_at: string;
                    /** @description A username; null when unknown or removed. */
                    created_by: string | null;
                    current_version: number;
                    /** @description A decklist's key in this archive, e.g. decklist:1. */
                    key: string;
                    name: string;
                    raw_import_text: string | null;
                    versions: {
                        cards: {
                            cost: string | null;
                            name: string;
                            number: string | null;
                            quantity: number;
                            rarity: string | null;
                            set: string | null;
                            type: string;
                        }[];
                        change_summary: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @description A username; null when unknown or removed. */
                        created_by: string | null;
                        notes: string | null;
                        number: number;
                    }[];
                }[];
                matches: {
                    best_of: number;
                    /** Format: date-time */
                    created_at: string;
                    games: {
                        /** @enum {string} */
                        on_the_play: "winner" | "loser";
                        sideboarded: boolean;
                        /** @enum {string} */
                        won_by: "winner" | "loser";
                    }[];
                    is_active: boolean;
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    loser_archetype: string;
                    loser_decklist: string | null;
                    loser_decklist_version: number | null;
                    /** @description A username; null when unknown or removed. */
                    loser_player: string | null;
                    /** Format: date-time */
                    match_date: string;
                    notes: string | null;
                    /** @description A username; null when unknown or removed. */
                    recorded_by: string | null;
                    went_first: boolean | null;
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    winner_archetype: string;
                    winner_decklist: string | null;
                    winner_decklist_version: number | null;
                    /** @description A username; null when unknown or removed. */
                    winner_player: string | null;
                }[];
                /**
                 * @description Every saved metagame, oldest first: the last is the current one, the others its history.
                 * @default []
                 */
                metagame: {
                    /** Format: date-time */
                    as_of: string;
                    /** Format: date-time */
                    created_at: string;
                    /** @description A username; null when unknown or removed. */
                    saved_by: string | null;
                    shares: {
                        /** @description A archetype's key in this archive, e.g. archetype:1. */
                        archetype: string;
                        share: number;
                    }[];
                }[];
                /**
                 * @description Sideboard guides per decklist version and opponent (absent from archives written before guides existed).
                 * @default []
                 */
                sideboard_guides: {
                    carried_from_version: number | null;
                    /** @description A decklist's key in this archive, e.g. decklist:1. */
                    decklist: string;
                    in: {
                        name: string;
                        quantity: number;
                    }[];
                    notes: string | null;
                    on_the_draw: {
                        in: {
                            name: string;
                            quantity: number;
                        }[];
                        out: {
                            name: string;
                            quantity: number;
                        }[];
                    } | null;
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    opponent: string;
                    out: {
                        name: string;
                        quantity: number;
                    }[];
                    /** Format: date-time */
                    updated_at: string;
                    /** @description A username; null when unknown or removed. */
                    updated_by: string | null;
                    /** @description The number of the decklist version it belongs to. */
                    version: number;
                }[];
                /**
                 * @description The test plan's matchups in order (absent in archives written before test plans: none).
                 * @default []
                 */
                test_plan: {
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    archetype: string;
                    max_interval_width: number | null;
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    opponent: string;
                    /** @description Usernames of the players assigned to the matchup. */
                    players: string[];
                    target_matches: number | null;
                }[];
            };
            /** @constant */
            version: 1;
        };
        /** @description A ProjectArchive as GET /projects/{id}/export wrote it; fields it does not know are ignored. */
        ProjectArchiveToImport: {
            /** Format: date-time */
            exported_at: string;
            /** @constant */
            format: "sideboard.project-archive";
            project: {
                description: string | null;
                format: string | null;
                game: string;
                is_active: boolean;
                name: string;
                tags: string[];
                /** @enum {string} */
                visibility: "public" | "private";
            };
            sections: {
                archetypes: {
                    /** Format: date-time */
                    created_at: string;
                    /** @description A username; null when unknown or removed. */
                    created_by: string | null;
                    description: string | null;
                    format: string | null;
                    game: string;
                    is_active: boolean;
                    /**
                     * @description "Ours": a candidate of the deck choice.
                     * @default false
                     */
                    is_candidate: boolean;
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    key: string;
                    name: string;
                    short_name: string;
                }[];
                /** @description Oldest first, so that a reply always comes after the comment it answers. */
                comments: {
                    /** @description A username; null when unknown or removed. */
                    author: string | null;
                    content: string;
                    /** Format: date-time */
                    created_at: string;
                    is_active: boolean;
                    /** @description A comment's key in this archive, e.g. comment:1. */
                    key: string;
                    /** @description The key of the archetype or decklist it is on. */
                    on: string;
                    parent: string | null;
                }[];
                decklists: {
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    archetype: string;
                    /** Format: date-time */
                    created_at: string;
                    /** @description A username; null when unknown or removed. */
                    created_by: string | null;
                    current_version: number;
                    /** @description A decklist's key in this archive, e.g. decklist:1. */
                    key: string;
                    name: string;
                    raw_import_text: string | null;
                    versions: {
                        cards: {
                            cost: string | null;
                            name: string;
                            number: string | null;
                            quantity: number;
                            rarity: string | null;
                            set: string | null;
                            type: string;
                        }[];
                        change_summary: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @description A username; null when unknown or removed. */
                        created_by: string | null;
                        notes: string | null;
                        number: number;
                    }[];
                }[];
                matches: {
                    best_of: number;
                    /** Format: date-time */
                    created_at: string;
                    games: {
                        /** @enum {string} */
                        on_the_play: "winner" | "loser";
                        sideboarded: boolean;
                        /** @enum {string} */
                        won_by: "winner" | "loser";
                    }[];
                    is_active: boolean;
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    loser_archetype: string;
                    loser_decklist: string | null;
                    loser_decklist_version: number | null;
                    /** @description A username; null when unknown or removed. */
                    loser_player: string | null;
                    /** Format: date-time */
                    match_date: string;
                    notes: string | null;
                    /** @description A username; null when unknown or removed. */
                    recorded_by: string | null;
                    went_first: boolean | null;
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    winner_archetype: string;
                    winner_decklist: string | null;
                    winner_decklist_version: number | null;
                    /** @description A username; null when unknown or removed. */
                    winner_player: string | null;
                }[];
                /**
                 * @description Every saved metagame, oldest first: the last is the current one, the others its history.
                 * @default []
                 */
                metagame: {
                    /** Format: date-time */
                    as_of: string;
                    /** Format: date-time */
                    created_at: string;
                    /** @description A username; null when unknown or removed. */
                    saved_by: string | null;
                    shares: {
                        /** @description A archetype's key in this archive, e.g. archetype:1. */
                        archetype: string;
                        share: number;
                    }[];
                }[];
                /**
                 * @description Sideboard guides per decklist version and opponent (absent from archives written before guides existed).
                 * @default []
                 */
                sideboard_guides: {
                    carried_from_version: number | null;
                    /** @description A decklist's key in this archive, e.g. decklist:1. */
                    decklist: string;
                    in: {
                        name: string;
                        quantity: number;
                    }[];
                    notes: string | null;
                    on_the_draw: {
                        in: {
                            name: string;
                            quantity: number;
                        }[];
                        out: {
                            name: string;
                            quantity: number;
                        }[];
                    } | null;
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    opponent: string;
                    out: {
                        name: string;
                        quantity: number;
                    }[];
                    /** Format: date-time */
                    updated_at: string;
                    /** @description A username; null when unknown or removed. */
                    updated_by: string | null;
                    /** @description The number of the decklist version it belongs to. */
                    version: number;
                }[];
                /**
                 * @description The test plan's matchups in order (absent in archives written before test plans: none).
                 * @default []
                 */
                test_plan: {
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    archetype: string;
                    max_interval_width: number | null;
                    /** @description A archetype's key in this archive, e.g. archetype:1. */
                    opponent: string;
                    /** @description Usernames of the players assigned to the matchup. */
                    players: string[];
                    target_matches: number | null;
                }[];
            };
            /** @constant */
            version: 1;
        };
        /** @description A project with its team's name, its counts and the caller's role. */
        ProjectDetail: {
            archetype_count: number;
            /** Format: date-time */
            created_at: string;
            description: string | null;
            format: string | null;
            game: string;
            /** @description The rules of a match in the project's game, which the API's checks and the statistics follow. */
            game_rules: {
                /** @description The best-of of a match at the game's competitive events; a match logged without best_of is best of 1. */
                best_of: number;
                /**
                 * @description What a player may change between games: a sideboard, Yu-Gi-Oh!'s side deck, or nothing (no game is sideboarded).
                 * @enum {string}
                 */
                sideboarding: "sideboard" | "side-deck" | "none";
            };
            /** Format: uuid */
            id: string;
            is_active: boolean;
            match_count: number;
            name: string;
            /** @description The caller's role in the project's team; null when not a member. */
            role: components["schemas"]["TeamRole"] | null;
            tags: string[];
            /** Format: uuid */
            team_id: string;
            /** @description null when the caller may not read the team (a public project of a private team). */
            team_name: string | null;
            visibility: components["schemas"]["Visibility"];
        };
        /** @description A user as other users see them. */
        PublicUser: {
            display_name: string | null;
            /** Format: uuid */
            id: string;
            username: string;
        };
        /** @description Whether this instance should get new requests, and why not. */
        Readiness: {
            /** @enum {string} */
            database: "ok" | "unavailable";
            /** @description Shutting down: finishing what it has, taking nothing new. */
            draining: boolean;
            /** @enum {string} */
            events: "ok" | "unavailable";
            /** @enum {string} */
            mail: "ok" | "degraded";
            mail_problems: string[];
            /** @description Whether this instance should get new requests. */
            ready: boolean;
        };
        /** @description A new account, and whether its verification mail went out. */
        Registration: {
            message: string;
            user: components["schemas"]["User"];
            /** @description null when no verification is needed. */
            verification_mail_status: components["schemas"]["MailStatus"] | null;
        };
        /** @description A signed-in session: tokens and the user. */
        Session: {
            /** @description Send as `Authorization: Bearer <access_token>`. */
            access_token: string;
            /** @description Seconds until the access token expires. */
            expires_in: number;
            /** @description For POST /api/auth/refresh; works once. */
            refresh_token: string;
            /** @constant */
            token_type: "Bearer";
            user: components["schemas"]["User"];
        };
        /** @description Other sessions signed out. */
        SessionsEnded: {
            /** @description How many sessions ended. */
            ended: number;
            message: string;
        };
        /** @description How a decklist version sideboards against one opponent archetype. */
        SideboardGuide: {
            /** @description The version it was written for when it was copied to this one by an edit of the decklist; null once saved for this version. */
            carried_from_version: number | null;
            /** Format: uuid */
            decklist_id: string;
            /** @description null while no guide has been saved for this matchup (the guide is then empty). */
            id: string | null;
            /** @description Cards brought in from the sideboard (on the play, and on the draw unless on_the_draw says otherwise). */
            in: {
                name: string;
                quantity: number;
            }[];
            /** @description Notes as written (Markdown). */
            notes: string | null;
            /** @description The notes rendered and sanitised like comments ("" without notes). */
            notes_html: string;
            /** @description The plan on the draw when it differs; null when in and out hold for both. */
            on_the_draw: {
                in: {
                    name: string;
                    quantity: number;
                }[];
                out: {
                    name: string;
                    quantity: number;
                }[];
            } | null;
            opponent_archetype: {
                /** Format: uuid */
                id: string;
                name: string;
                short_name: string;
            };
            /** @description Cards taken out of the main deck, as many as come in. */
            out: {
                name: string;
                quantity: number;
            }[];
            /** @description Counts its saves (0 while none is saved; a carried copy keeps its original's); send it as base_revision with a save made from this answer. */
            revision: number;
            updated_at: string | null;
            updated_by: components["schemas"]["PublicUser"] | null;
            /** @description The decklist version the guide belongs to. */
            version: number;
            /** @description Cards this version cannot supply (a carried guide whose cards left the list); empty for a guide saved for this version. */
            warnings: {
                /** @description How many the version has in the main deck (out) or sideboard (in). */
                available: number;
                /** @enum {string} */
                direction: "in" | "out";
                message: string;
                name: string;
                /** @enum {string} */
                plan: "play" | "draw";
                quantity: number;
            }[];
        };
        /** @description A place the user is signed in: one sign-in, kept alive by its refresh token. */
        SignedInSession: {
            /** @description True for the session that asks. */
            current: boolean;
            /**
             * Format: uuid
             * @description For DELETE /api/auth/sessions/{id}.
             */
            id: string;
            /**
             * Format: date-time
             * @description The last sign-in or token refresh (an open browser refreshes every few minutes).
             */
            last_active_at: string;
            /** Format: date-time */
            started_at: string;
        };
        /** @description A team. */
        Team: {
            /** Format: date-time */
            created_at: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            owner_id: string;
            /** @description The caller's role in the team; null when not a member or signed out. */
            role: components["schemas"]["TeamRole"] | null;
            visibility: components["schemas"]["Visibility"];
        };
        /** @description A member of a team (the id is the user's). */
        TeamMember: {
            display_name: string | null;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            joined_at: string;
            role: components["schemas"]["TeamRole"];
            username: string;
        };
        /**
         * @description A member's role in a team.
         * @enum {string}
         */
        TeamRole: "owner" | "admin" | "member";
        /** @description The matchups whose next matches would most change the deck choice, most valuable first. */
        TestNext: {
            /** @description The batch of matches weighed for each matchup. */
            matches: number;
            matchups: {
                /**
                 * Format: uuid
                 * @description The candidate.
                 */
                archetype_id: string;
                matches_played: number;
                /** @description The fewest matches (5, 10, 20, 40 or 80) that bring 90% of what 80 would; null when even 80 change the choice little. */
                matches_to_settle: number | null;
                /** Format: uuid */
                opponent_id: string;
                /** @description Expected probability of choosing wrong after `matches` more matches of this matchup. */
                probability_wrong_after: number;
                /** @description Probability that the deck chosen now is not the best. */
                probability_wrong_now: number;
                /** @description probability_wrong_now − probability_wrong_after: the value of those matches. */
                reduction: number;
            }[];
            metagame_as_of: string | null;
        };
        /** @description A project's test plan: a target per matchup, its players and its progress. */
        TestPlan: {
            matchups: {
                /** Format: uuid */
                archetype_id: string;
                done: boolean;
                /** @description Width of the 95% Wilson interval of the first archetype's win rate. */
                interval_width: number;
                /** @description More matches to reach the target (0 once reached). */
                matches_needed: number;
                matches_played: number;
                max_interval_width: number | null;
                /** Format: uuid */
                opponent_id: string;
                players: components["schemas"]["PublicUser"][];
                progress: number;
                target_matches: number | null;
                /** @description The first archetype's wins of matches_played. */
                wins: number;
            }[];
            /** @description How many times the plan was saved (0: never); name it as base_revision when saving an edit of this plan. */
            revision: number;
        };
        /** @description What changed from one version to the next. */
        TimelineEntry: {
            card_diffs: components["schemas"]["CardDiff"][];
            /** Format: date-time */
            from_timestamp: string;
            /** @description The version as a tag: v1, v2, … */
            from_version_tag: string;
            summary: {
                cards_added: number;
                cards_changed: number;
                cards_removed: number;
                net_card_count: number;
                total_changes: number;
            };
            /** Format: date-time */
            to_timestamp: string;
            /** @description The version as a tag: v1, v2, … */
            to_version_tag: string;
        };
        /** @description A line of pasted deck text that was not read as a card. */
        UnmatchedLine: {
            line: number;
            reason: string;
            text: string;
        };
        /** @description How many of the caller's notifications and mentions are unread. */
        UnreadCounts: {
            unread_mentions: number;
            unread_notifications: number;
        };
        /** @description The signed-in user (or, for site admins, any user) with email and rights. */
        User: {
            /** Format: date-time */
            created_at: string;
            display_name: string | null;
            /** Format: email */
            email: string;
            email_verified: boolean;
            /** Format: uuid */
            id: string;
            is_admin: boolean;
            username: string;
        };
        /** @description What was done to a user, and the user now. */
        UserMessage: {
            message: string;
            user: components["schemas"]["User"];
        };
        /** @description An archetype's results per opponent split by decklist version, and whether the difference is more than noise. */
        VersionImpact: {
            /** Format: uuid */
            archetype_id: string;
            decklists: {
                decklist: {
                    current_version: number;
                    /** Format: uuid */
                    id: string;
                    name: string;
                };
                opponents: {
                    before: {
                        interval: components["schemas"]["Interval"];
                        losses: number;
                        matches: number;
                        win_rate: number | null;
                        wins: number;
                    };
                    by_version: {
                        losses: number;
                        version: number;
                        wins: number;
                    }[];
                    /**
                     * @description more_than_noise when p < 0.05.
                     * @enum {string}
                     */
                    difference: "more_than_noise" | "could_be_noise" | "not_enough_data";
                    opponent_archetype: {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        short_name: string;
                    };
                    /** @description Fisher's exact test, two-sided; null when one side has no matches. */
                    p_value: number | null;
                    since: {
                        interval: components["schemas"]["Interval"];
                        losses: number;
                        matches: number;
                        win_rate: number | null;
                        wins: number;
                    };
                    /** @description One plain sentence, e.g. "Since v4: 7–2, before: 3–5. The difference could be noise (Fisher's exact test, p = 0.15)." */
                    statement: string;
                }[];
                /** @description The first version counted as "since": ?since=, else the newest version with matches; null without any. */
                since_version: number | null;
            }[];
            /** @description The archetype's matches (mirrors left out) that did not record which version of its decklist was played; not counted. */
            matches_without_version: number;
        };
        /**
         * @description Who may read a team or project: its members only, or everyone.
         * @enum {string}
         */
        Visibility: "private" | "public";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAdminArchetypes: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminArchetype"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminArchetypesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCardCatalogs: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardCatalog"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDecklists: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDecklist"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminDecklistsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProjects: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProject"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminProjectsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStats"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminTeams: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTeam"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminTeamsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminUsersIdAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_admin: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserMessage"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArchetypes: {
        parameters: {
            query?: {
                format?: string;
                game?: string;
                include_inactive?: boolean;
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Archetype"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postArchetypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    format?: string | null;
                    game: string;
                    name: string;
                    /** Format: uuid */
                    project_id: string;
                    short_name?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Archetype"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArchetypesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchetypeWithDecklists"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putArchetypesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base_revision?: number | null;
                    description?: string | null;
                    format?: string | null;
                    game?: string | null;
                    is_active?: boolean | null;
                    is_candidate?: boolean | null;
                    name?: string | null;
                    short_name?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Archetype"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists (e.g. a name or address already taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteArchetypesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArchetypesIdDecklists: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Decklist"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArchetypesIdVersionImpact: {
        parameters: {
            query?: {
                since?: number | string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionImpact"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArchetypesPrivate: {
        parameters: {
            query?: {
                format?: string;
                game?: string;
                include_inactive?: boolean;
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Archetype"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArchetypesPublic: {
        parameters: {
            query?: {
                format?: string;
                game?: string;
                include_inactive?: boolean;
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Archetype"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthConfirmEmail: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserMessage"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_email: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailSent"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts; wait for the Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts; wait for the Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    display_name?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts; wait for the Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAuthPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts; wait for the Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts; wait for the Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthPasswordResetConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    display_name?: string | null;
                    email: string;
                    invitation_token?: string | null;
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Registration"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists (e.g. a name or address already taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts; wait for the Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthResendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailSent"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts; wait for the Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthSessions: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInSession"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAuthSessionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthSessionsSignOutOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCardsSearch: {
        parameters: {
            query: {
                game: string;
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardSuggestion"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getComments: {
        parameters: {
            query?: {
                author_id?: string;
                commentable_id?: string;
                commentable_type?: "archetype" | "decklist";
                include_inactive?: boolean;
                limit?: number;
                offset?: number;
                parent_id?: string;
                project_id?: string;
                sort_by?: "created_at" | "updated_at";
                sort_order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListedComment"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    commentable_id: string;
                    /** @enum {string} */
                    commentable_type: "archetype" | "decklist";
                    content: string;
                    /** Format: uuid */
                    parent_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostedComment"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCommentsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putCommentsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCommentsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCommentsThreads: {
        parameters: {
            query?: {
                commentable_id?: string;
                commentable_type?: "archetype" | "decklist";
                limit?: number;
                offset?: number;
                project_id?: string;
                sort_by?: "created_at";
                sort_order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentThreads"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postDecklists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    archetype_id: string;
                    cards: {
                        cost?: string | null;
                        name: string;
                        number?: string | null;
                        quantity: number;
                        rarity?: string | null;
                        set?: string | null;
                        type?: string | null;
                    }[];
                    change_summary?: string | null;
                    name?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Decklist"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDecklistsId: {
        parameters: {
            query?: {
                version?: number | string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Decklist"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putDecklistsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base_revision?: number | null;
                    cards: {
                        cost?: string | null;
                        name: string;
                        number?: string | null;
                        quantity: number;
                        rarity?: string | null;
                        set?: string | null;
                        type?: string | null;
                    }[];
                    change_summary?: string | null;
                    name?: string | null;
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Decklist"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists (e.g. a name or address already taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDecklistsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDecklistsIdCompare: {
        parameters: {
            query: {
                from_version: number | string;
                to_decklist_id?: string;
                to_version: number | string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistComparison"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDecklistsIdDiffs: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelineEntry"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDecklistsIdEvolution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeckEvolution"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDecklistsIdSideboardGuideOpponentArchetypeId: {
        parameters: {
            query?: {
                version?: number | string;
            };
            header?: never;
            path: {
                id: string;
                opponentArchetypeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardGuide"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putDecklistsIdSideboardGuideOpponentArchetypeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                opponentArchetypeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base_revision?: number | null;
                    in: {
                        name: string;
                        quantity: number;
                    }[];
                    notes?: string | null;
                    on_the_draw?: {
                        in: {
                            name: string;
                            quantity: number;
                        }[];
                        out: {
                            name: string;
                            quantity: number;
                        }[];
                    } | null;
                    out: {
                        name: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardGuide"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists (e.g. a name or address already taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDecklistsIdSideboardGuides: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
                version?: number | string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SideboardGuide"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDecklistsIdVersions: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecklistVersion"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postDecklistsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    archetype_id: string;
                    game?: string | null;
                    name?: string | null;
                    notes?: string | null;
                    preview?: boolean | null;
                    raw_text: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportPreview"];
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportedDecklist"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFormats: {
        parameters: {
            query?: {
                game?: string;
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGames: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service it depends on is down. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getInvitations: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postInvitationsIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationAccepted"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postInvitationsIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMatches: {
        parameters: {
            query?: {
                archetype_id?: string;
                date_from?: string;
                date_to?: string;
                decklist_id?: string;
                include_inactive?: boolean;
                limit?: number;
                offset?: number;
                opponent_archetype_id?: string;
                project_id?: string;
                user_id?: string;
                went_first?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchPage"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    best_of?: number | null;
                    games?: {
                        /** @enum {string} */
                        on_the_play: "winner" | "loser";
                        sideboarded: boolean;
                        /** @enum {string} */
                        won_by: "winner" | "loser";
                    }[] | null;
                    /** Format: uuid */
                    loser_archetype_id: string | null;
                    /** Format: uuid */
                    loser_decklist_id?: string | null;
                    /** Format: uuid */
                    loser_user_id?: string | null;
                    match_date?: (string) | null;
                    notes?: string | null;
                    /** Format: uuid */
                    project_id: string;
                    went_first?: boolean | null;
                    /** Format: uuid */
                    winner_archetype_id: string | null;
                    /** Format: uuid */
                    winner_decklist_id?: string | null;
                    /** Format: uuid */
                    winner_user_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMatchesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putMatchesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base_revision?: number | null;
                    best_of?: number | null;
                    games?: {
                        /** @enum {string} */
                        on_the_play: "winner" | "loser";
                        sideboarded: boolean;
                        /** @enum {string} */
                        won_by: "winner" | "loser";
                    }[] | null;
                    is_active?: boolean | null;
                    loser_archetype_id?: (string | null) | null;
                    /** Format: uuid */
                    loser_decklist_id?: string | null;
                    /** Format: uuid */
                    loser_user_id?: string | null;
                    match_date?: (string) | null;
                    notes?: string | null;
                    went_first?: boolean | null;
                    winner_archetype_id?: (string | null) | null;
                    /** Format: uuid */
                    winner_decklist_id?: string | null;
                    /** Format: uuid */
                    winner_user_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists (e.g. a name or address already taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMatchesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMatchesExport: {
        parameters: {
            query?: {
                archetype_id?: string;
                date_from?: string;
                date_to?: string;
                decklist_id?: string;
                include_inactive?: boolean;
                limit?: number;
                offset?: number;
                opponent_archetype_id?: string;
                project_id?: string;
                user_id?: string;
                went_first?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMatchesImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                    dry_run?: boolean | null;
                    /** Format: uuid */
                    project_id: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchImportReport"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMatchesMatrix: {
        parameters: {
            query: {
                date_from?: string;
                date_to?: string;
                decklist_versions?: string[];
                field?: string;
                include_inactive?: boolean;
                min_sample_size?: number;
                project_id: string;
                target_half_width?: number | string;
                unit?: "matches" | "games";
                user_id?: string;
                went_first?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchupMatrix"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMatchesStats: {
        parameters: {
            query?: {
                archetype_id?: string;
                decklist_id?: string;
                project_id?: string;
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchStats"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMentions: {
        parameters: {
            query?: {
                is_read?: boolean;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mention"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putMentionsIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mention"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                is_read?: boolean;
                limit?: number;
                offset?: number;
                type?: "mention" | "reply" | "team_invite" | "invitation_failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putNotificationsIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkedRead"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotificationsUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCounts"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProjects: {
        parameters: {
            query?: {
                format?: string;
                game?: string;
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
                tags?: string[];
                visibility?: "private" | "public";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    format?: string | null;
                    game: string;
                    name: string;
                    tags?: string[] | null;
                    /** Format: uuid */
                    team_id: string;
                    visibility?: ("private" | "public") | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProjectsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDetail"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putProjectsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    format?: string | null;
                    game?: string | null;
                    is_active?: boolean | null;
                    name?: string | null;
                    tags?: string[] | null;
                    visibility?: ("private" | "public") | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteProjectsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProjectsIdArchetypes: {
        parameters: {
            query?: {
                format?: string;
                game?: string;
                include_inactive?: boolean;
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
                search?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Archetype"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProjectsIdDeckChoice: {
        parameters: {
            query?: {
                metagame_sample_size?: number;
                seed?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeckChoice"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProjectsIdExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectArchive"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProjectsIdMetagame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Metagame"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putProjectsIdMetagame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    as_of?: (string) | null;
                    base_revision?: number | null;
                    shares: {
                        /** Format: uuid */
                        archetype_id: string;
                        share: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetagameSnapshot"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists (e.g. a name or address already taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProjectsIdTestNext: {
        parameters: {
            query?: {
                matches?: number;
                metagame_sample_size?: number;
                seed?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestNext"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProjectsIdTestPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestPlan"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putProjectsIdTestPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base_revision?: number | null;
                    matchups: {
                        /** Format: uuid */
                        archetype_id: string;
                        max_interval_width?: number | null;
                        /** Format: uuid */
                        opponent_id: string;
                        player_ids?: string[] | null;
                        target_matches?: (number | string) | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestPlan"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists (e.g. a name or address already taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postProjectsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    archive: components["schemas"]["ProjectArchiveToImport"];
                    /** Format: uuid */
                    team_id: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProjectsPublic: {
        parameters: {
            query?: {
                format?: string;
                game?: string;
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
                tags?: string[];
                visibility?: "private" | "public";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProjectsTeamTeamId: {
        parameters: {
            query?: {
                format?: string;
                game?: string;
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
                tags?: string[];
                visibility?: "private" | "public";
            };
            header?: never;
            path: {
                teamId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service it depends on is down. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    getTeams: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name: string;
                    visibility?: ("private" | "public") | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putTeamsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    name?: string | null;
                    visibility?: ("private" | "public") | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTeamsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamsIdInvitations: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTeamsIdInvitationsInvitationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTeamsIdInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    identifier: string;
                    role?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationResult"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists (e.g. a name or address already taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The mail server refused the address; nothing was changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts; wait for the Retry-After seconds. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTeamsIdLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists (e.g. a name or address already taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamsIdMembers: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putTeamsIdMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists (e.g. a name or address already taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTeamsIdMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists (e.g. a name or address already taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamsIdProjects: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamsIdSearchUsers: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
                q?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicUser"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTeamsIdTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    user_id: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with what exists (e.g. a name or address already taken). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamsPublic: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTokens: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100; the whole list without it. */
                limit?: number;
                /** @description How many items to skip (0 by default). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    /** @description How many items the whole list has. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessToken"][];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expires_in_days?: number | null;
                    name: string;
                    /** @enum {string} */
                    scope: "read" | "write";
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAccessToken"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTokensId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input; nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing, invalid or expired access token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user (or their email is not verified). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure on the server; the request may be retried. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (code DATABASE_UNAVAILABLE); retry after the Retry-After seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
