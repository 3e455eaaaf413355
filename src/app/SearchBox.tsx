import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import type { FormEvent, JSX } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '../search/searchQuery';

/** The header's search box; submitting shows the search page for what was typed. */
export function SearchBox(): JSX.Element {
  const navigate = useNavigate();
  // Before the app runs on a server-rendered page (or without JavaScript), the browser submits
  // the form itself: a GET of the search page, which the server renders too.
  const action = useRouter().buildLocation({ to: '/search' }).pathname;
  // The current query, when the search page is showing, so the box says what
  // the results are for.
  const current = useSearch({ strict: false, select: (search) => search.q ?? '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    void navigate({ to: '/search', search: { q: typeof q === 'string' ? q.trim() : '' } });
  };

  return (
    <form role="search" className="search-box" action={action} onSubmit={submit}>
      <label htmlFor="site-search" className="visually-hidden">
        Search articles
      </label>
      <input
        key={current}
        id="site-search"
        name="q"
        type="search"
        defaultValue={current}
        placeholder="Search articles"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
      />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
