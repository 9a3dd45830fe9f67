// The site editor at /admin/ (dev server only): the tree of the site on the left, the form of
// the chosen item in the middle, the live preview on the right. Every change is one step of
// undo; the server checks the data as the owner types and saves only a site without mistakes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { api, ApiError, eventData, type SiteState } from './api.ts';
import type { PageFileEntry } from '../shared/api-contract.ts';
import { pathInWords } from '../shared/field-labels.ts';
import { changesBetween, rebaseHistory, replay, type Change } from './changes.ts';
import { readDraft, removeDraft, writeDraft, type Draft } from './drafts.ts';
import { getAt, setAt, type DataPath } from '../../src/site/data-path.ts';
import { formSchemas, type FormSchemas } from '../shared/form-schema.ts';
import { record, redo, startHistory, undo, type History } from './history.ts';
import { hasErrors, type Problem } from './problems.ts';
import { addPage, findPage, flatPages, pageTree, type NewPage } from '../shared/site-pages.ts';
import { pageFileOf } from './page-files.ts';
import { filesInWords, outsideChange, type OutsideChange } from './changed-files.ts';
import { AddPageDialog } from './components/AddPageDialog.tsx';
import { DraftOffer } from './components/DraftOffer.tsx';
import { EditorBar } from './components/EditorBar.tsx';
import { ExternalChangeBanner } from './components/ExternalChangeBanner.tsx';
import { MergePanel, type MergeReport, type Side } from './components/MergePanel.tsx';
import { PageEditor } from './components/PageEditor.tsx';
import { Preview } from './components/Preview.tsx';
import { ProblemList } from './components/ProblemList.tsx';
import { SectionEditor } from './components/SectionEditor.tsx';
import { SiteTree, type Section, type Selection } from './components/SiteTree.tsx';

type Data = Record<string, unknown>;
export const CHECK_DELAY_MS = 300;
type PhoneView = 'tree' | 'form' | 'preview';
const PHONE_VIEWS: [PhoneView, string][] = [
  ['tree', 'Pages'],
  ['form', 'Edit'],
  ['preview', 'Preview'],
];
const DRAFT_REFUSED =
  'Unsaved changes from an earlier visit were kept in this browser, but they are damaged and cannot be brought back, so they were set aside. The site is shown as it was last saved.';

export const SECTIONS: Section[] = [
  { key: 'business', label: 'Business settings' },
  { key: 'menu', label: 'Menu' },
  { key: 'header', label: 'Header' },
  { key: 'footer', label: 'Footer' },
  { key: 'trust', label: 'Trust strip' },
  { key: 'notFound', label: 'Not-found page' },
  { key: 'emailjs', label: 'Email sending' },
];

interface Loaded {
  schemas: FormSchemas;
  /** The bundled schema (field labels) and the path of site.yaml (drafts are kept under it). */
  bundle: Record<string, unknown>;
  file: string;
  /** Unsaved edits of an earlier visit, to offer back. */
  draft?: Draft;
  /** The browser held a draft that could not be read: it was set aside, and the owner is told. */
  draftRefused?: boolean;
  version: string;
  data: Data;
  problems: Problem[];
  /** Where the pages kept in files under pages/ sit in the data. */
  pageFiles: PageFileEntry[];
}

/** site.yaml and the schema, ready for the forms; or why the editor cannot show them. */
async function loadEditor(): Promise<Loaded | string> {
  try {
    const [site, schema] = await Promise.all([api.site(), api.schema()]);
    const draft = await readDraft(site.file);
    if (!site.data) {
      return `site.yaml cannot be read as YAML, so the editor cannot show it. Fix it in a text editor first:\n${site.problems.map((p) => `line ${p.line}: ${p.message}`).join('\n')}`;
    }
    return {
      schemas: formSchemas(schema),
      bundle: schema,
      file: site.file,
      version: site.version,
      data: site.data,
      problems: site.problems,
      pageFiles: site.pageFiles,
      draft: draft === 'unreadable' ? undefined : draft,
      draftRefused: draft === 'unreadable',
    };
  } catch (e) {
    return (e as Error).message;
  }
}

export function App() {
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [loadError, setLoadError] = useState('');

  const apply = useCallback((result: Loaded | string) => {
    if (typeof result === 'string') {
      setLoadError(result);
      return;
    }
    setLoadError('');
    setLoaded(result);
  }, []);
  const load = useCallback(() => void loadEditor().then(apply), [apply]);
  useEffect(() => {
    void loadEditor().then(apply);
  }, [apply]);

  if (loadError)
    return (
      <main className="container py-4">
        <h1 className="h3">Site editor</h1>
        <Alert variant="danger" className="admin-pre">
          {loadError}
        </Alert>
        <Button onClick={load}>Try again</Button>
      </main>
    );
  if (!loaded)
    return (
      <main className="container py-4">
        <h1 className="h3">Site editor</h1>
        <div>
          <Spinner size="sm" aria-hidden="true" /> Loading site.yaml...
        </div>
      </main>
    );
  return <Editor key={loaded.version} initial={loaded} />;
}

function Editor({ initial }: { initial: Loaded }) {
  const { schemas } = initial;
  const [history, setHistory] = useState<History<Data>>(() => startHistory(initial.data));
  const [version, setVersion] = useState(initial.version);
  const [savedData, setSavedData] = useState<Data>(initial.data);
  const [problems, setProblems] = useState<Problem[]>(initial.problems);
  // Which file under pages/ holds which page: the server says it with each state of the data.
  const [pageFiles, setPageFiles] = useState<PageFileEntry[]>(initial.pageFiles);
  // The data the last finished check was about: a newer one is still being checked.
  const [checkedData, setCheckedData] = useState<Data | undefined>();
  const [selected, setSelected] = useState<Selection>({ kind: 'section', key: 'business' });
  const [adding, setAdding] = useState(false);
  // On a phone the three columns take turns: the list of pages, the form, the preview.
  const [view, setView] = useState<PhoneView>('form');
  const [status, setStatus] = useState<{ variant: string; text: string } | undefined>(() =>
    initial.draftRefused ? { variant: 'warning', text: DRAFT_REFUSED } : undefined,
  );
  const [external, setExternal] = useState<OutsideChange | undefined>();
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [merge, setMerge] = useState<MergeReport | undefined>();
  // Unsaved edits of an earlier visit wait for the owner's answer before anything replaces them.
  const [draftOffer, setDraftOffer] = useState<Draft | undefined>(initial.draft);
  const draftKept = useRef(true);
  const heading = useRef<HTMLHeadingElement>(null);
  const versionRef = useRef(version);
  useEffect(() => {
    versionRef.current = version;
  }, [version]);
  const data = history.present;
  const checking = data !== initial.data && data !== checkedData;
  const dirty = data !== savedData;

  const change = useCallback((next: Data, key?: string) => {
    setHistory((h) => record(h, next, key));
    setStatus(undefined);
  }, []);
  const announce = useCallback((text: string) => setAnnouncement(text), []);

  // The server checks the data a moment after each change: the same messages as npm run validate.
  const checkSeq = useRef(0);
  useEffect(() => {
    if (data === initial.data) return;
    const seq = ++checkSeq.current;
    const timer = setTimeout(() => {
      api
        .check(data)
        .then((r) => {
          if (seq !== checkSeq.current) return;
          setProblems(r.problems);
          setPageFiles(r.pageFiles);
        })
        .catch(
          (e: Error) =>
            seq === checkSeq.current && setStatus({ variant: 'danger', text: `The check failed: ${e.message}` }),
        )
        .finally(() => seq === checkSeq.current && setCheckedData(data));
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data, initial.data]);

  // A change of site.yaml by anything else than this editor: offered for reload, never overwritten.
  // On (re)connecting, the file's version is compared too: a change while unconnected counts.
  const [listening, setListening] = useState(false);
  useEffect(() => {
    const events = api.events();
    events.addEventListener('changed', (e) => {
      const news = eventData('changed', e);
      if (news.version !== versionRef.current) setExternal((shown) => outsideChange(shown, news, versionRef.current));
    });
    events.addEventListener('open', () => {
      setListening(true);
      api
        .site()
        .then((site) => site.version !== versionRef.current && setExternal({ version: site.version }))
        .catch(() => undefined);
    });
    events.addEventListener('error', () => setListening(false));
    return () => events.close();
  }, []);

  const doUndo = useCallback(() => setHistory((h) => undo(h)), []);
  const doRedo = useCallback(() => setHistory((h) => redo(h)), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) doUndo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') doRedo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo]);
  // Every change is kept as a draft at once, so a reload, a crash or a restart loses nothing.
  useEffect(() => {
    if (draftOffer) return;
    const changes = changesBetween(savedData, data);
    if (!changes.length) void removeDraft(initial.file);
    else
      void writeDraft(initial.file, { baseVersion: version, base: savedData, changes, savedAt: Date.now() }).then(
        (kept) => (draftKept.current = kept),
      );
  }, [data, savedData, version, draftOffer, initial.file]);
  useEffect(() => {
    const onLeave = (e: BeforeUnloadEvent) => {
      if (dirty && !draftKept.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [dirty]);

  const words = useCallback((path: DataPath) => pathInWords(initial.bundle, data, path), [initial.bundle, data]);

  /**
   * Takes `site` (the file as it is now) and replays onto it `changes`, made to `base`. Undo
   * and redo keep the other change: the history is rebased onto the new file (or starts anew).
   */
  const adopt = (site: SiteState & { data: Data }, base: unknown, changes: Change[], history: 'rebase' | 'fresh') => {
    const result = replay(base, site.data, changes);
    const merged = result.data as Data;
    setHistory((h) =>
      history === 'rebase' ? rebaseHistory(h, base, site.data, merged) : record(startHistory(site.data), merged),
    );
    setSavedData(site.data);
    setVersion(site.version);
    setProblems(site.problems);
    setPageFiles(site.pageFiles);
    setExternal(undefined);
    const outside = changesBetween(base, site.data);
    setMerge(
      result.conflicts.length || (changes.length && outside.length)
        ? { outside, applied: result.applied, same: result.same, conflicts: result.conflicts, choices: {} }
        : undefined,
    );
    return result;
  };
  const choose = (index: number, side: Side) => {
    if (!merge) return;
    const conflict = merge.conflicts[index];
    setMerge({ ...merge, choices: { ...merge.choices, [index]: side } });
    change(setAt(data, conflict.path, side === 'mine' ? conflict.mine : conflict.theirs));
  };
  const unresolved = !!merge && merge.conflicts.some((_, i) => !merge.choices[i]);

  const save = async () => {
    setSaving(true);
    setStatus(undefined);
    try {
      const checked = await api.check(data);
      setProblems(checked.problems);
      setPageFiles(checked.pageFiles);
      if (hasErrors(checked.problems)) {
        const n = checked.problems.filter((p) => p.severity === 'error').length;
        setStatus({
          variant: 'danger',
          text: `Not saved: the site has ${n === 1 ? '1 mistake' : `${n} mistakes`}. Fix ${n === 1 ? 'it' : 'them'} first; everything you typed is kept.`,
        });
        return;
      }
      const saved = await api.save(version, data);
      setVersion(saved.version);
      setSavedData(data);
      setPageFiles(saved.pageFiles);
      setStatus({
        variant: 'success',
        text: `Saved to ${saved.saved.length ? saved.saved.join(' and ') : 'site.yaml'}.`,
      });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        const merged = await loadAndMerge();
        const what = /^(.+?) was changed on disk/.exec(e.message)?.[1] ?? 'site.yaml';
        setStatus({
          variant: 'danger',
          text: merged
            ? `Not saved: ${what} was changed outside the editor. Your changes were replayed onto the new file; check what was merged, then save again.`
            : `Not saved: ${e.message.includes('changed on disk') ? `${what} was changed outside the editor. Your changes are still here.` : e.message}`,
        });
      } else if (e instanceof ApiError && e.status === 422) {
        setProblems(e.body.problems ?? []);
        setStatus({ variant: 'danger', text: `Not saved: ${e.message}` });
      } else setStatus({ variant: 'danger', text: `Not saved: ${(e as Error).message}` });
    } finally {
      setSaving(false);
    }
  };

  /** Loads site.yaml from disk with the unsaved changes replayed onto it; false when it cannot be read. */
  const loadAndMerge = async (): Promise<boolean> => {
    const site = await api.site().catch(() => undefined);
    if (!site?.data) {
      if (site) setExternal({ version: site.version });
      return false;
    }
    adopt(site as SiteState & { data: Data }, savedData, changesBetween(savedData, data), 'rebase');
    return true;
  };

  const reloadFromDisk = async () => {
    const n = changesBetween(savedData, data).length;
    // The files the banner named; a site of one file is site.yaml.
    const files = external?.files ?? (pageFiles.length ? undefined : ['site.yaml']);
    const loaded = files ? `the new ${filesInWords(files)}` : 'the site’s files as they are now';
    if (!(await loadAndMerge())) {
      setStatus({
        variant: 'danger',
        text: 'site.yaml on disk cannot be read as YAML right now; fix it in the text editor, then reload.',
      });
      return;
    }
    setStatus({
      variant: 'info',
      text: n
        ? `Loaded ${loaded} and replayed your ${n === 1 ? 'unsaved change' : `${n} unsaved changes`} onto ${files?.length === 1 ? 'it' : 'them'}. Nothing is saved until you press Save.`
        : `Loaded ${loaded}.`,
    });
  };

  const restoreDraft = (draft: Draft) => {
    setDraftOffer(undefined);
    try {
      adopt({ ...initial, text: '' }, draft.base, draft.changes, 'fresh');
    } catch {
      void removeDraft(initial.file);
      setStatus({ variant: 'warning', text: DRAFT_REFUSED });
      return;
    }
    const n = draft.changes.length;
    setStatus({
      variant: 'info',
      text: `Restored ${n === 1 ? '1 unsaved change' : `${n} unsaved changes`}. Nothing is saved until you press Save.`,
    });
  };
  const discardDraft = () => {
    void removeDraft(initial.file);
    setDraftOffer(undefined);
  };

  const pages = useMemo(() => pageTree(data), [data]);
  const selectedPage = selected.kind === 'page' ? findPage(data, selected.path) : undefined;
  const select = (s: Selection) => {
    setSelected(s);
    setView('form');
    requestAnimationFrame(() => heading.current?.focus());
  };
  const goTo = (path: DataPath) => {
    const page = flatPages(pages)
      .filter((p) => p.path.every((k, i) => path[i] === k))
      .sort((a, b) => b.path.length - a.path.length)[0];
    select(page ? { kind: 'page', path: page.path } : { kind: 'section', key: String(path[0]) });
  };
  /** A link in the preview to a page the owner can edit: that page, in the same view (the preview on a phone). */
  const openPage = (address: string): boolean => {
    const page = flatPages(pages).find((p) => p.address === address);
    if (!page) return false;
    setSelected({ kind: 'page', path: page.path });
    announce(`Showing ${page.label} (${address}).`);
    return true;
  };
  const add = (page: NewPage) => {
    const added = addPage(data, page);
    change(added.data);
    setAdding(false);
    select({ kind: 'page', path: added.pagePath });
    announce(`Page ${page.name} added at ${added.address}${added.menuPath ? ', with a menu entry' : ''}.`);
  };

  const errorCount = problems.filter((p) => p.severity === 'error').length;
  const business = data.business as Record<string, unknown> | undefined;
  const title =
    selected.kind === 'section'
      ? (SECTIONS.find((s) => s.key === selected.key)?.label ?? selected.key)
      : (selectedPage?.label ?? 'Page');
  return (
    <div className="admin-app" data-listening={listening}>
      <EditorBar
        site={typeof business?.company === 'string' ? business.company : ''}
        state={
          checking
            ? 'Checking...'
            : errorCount
              ? `${errorCount === 1 ? '1 mistake' : `${errorCount} mistakes`}`
              : dirty
                ? 'Unsaved changes'
                : 'All saved'
        }
        undo={{ run: doUndo, enabled: history.past.length > 0 }}
        redo={{ run: doRedo, enabled: history.future.length > 0 }}
        save={{ run: () => void save(), enabled: !saving && dirty && !unresolved, busy: saving }}
        dirty={dirty}
        version={version}
        address={selectedPage?.address ?? '/'}
        onRestored={() => void reloadFromDisk()}
      />
      {external && (
        <ExternalChangeBanner
          change={external}
          oneFile={!pageFiles.length}
          dirty={dirty}
          onLoad={() => void reloadFromDisk()}
          onLater={() => setExternal(undefined)}
        />
      )}
      {draftOffer && (
        <DraftOffer
          draft={draftOffer}
          site={initial}
          words={words}
          onRestore={() => restoreDraft(draftOffer)}
          onDiscard={discardDraft}
        />
      )}
      {merge && <MergePanel report={merge} words={words} onChoose={choose} onClose={() => setMerge(undefined)} />}
      {status && (
        <Alert
          variant={status.variant}
          className="m-0 rounded-0 py-2"
          role={status.variant === 'danger' ? 'alert' : 'status'}
        >
          {status.text}
        </Alert>
      )}
      <nav className="admin-phone-tabs" aria-label="Editor">
        {PHONE_VIEWS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            className={`btn btn-sm ${view === key ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={view === key}
            onClick={() => setView(key)}
          >
            {label}
          </button>
        ))}
      </nav>
      <div className="admin-columns" data-view={view}>
        <SiteTree
          sections={SECTIONS}
          pages={pages}
          pageFiles={pageFiles}
          selected={selected}
          problems={problems}
          onSelect={select}
          onAddPage={() => setAdding(true)}
        />
        <main className="admin-form" aria-labelledby="admin-item-heading">
          <h2 id="admin-item-heading" className="h4" tabIndex={-1} ref={heading}>
            {title}
          </h2>
          <ProblemList problems={problems} words={words} onGo={goTo} />
          {selected.kind === 'section' ? (
            <SectionEditor
              key={selected.key}
              sectionKey={selected.key}
              schemas={schemas}
              value={data[selected.key]}
              problems={problems}
              onChange={(value, field) => change(setAt(data, [selected.key], value), field)}
            />
          ) : selectedPage ? (
            <PageEditor
              key={JSON.stringify(selected.path)}
              data={data}
              route={getAt(data, selected.path) as Record<string, unknown>}
              path={selected.path}
              address={selectedPage.address}
              file={pageFileOf(pageFiles, selected.path)}
              schemas={schemas}
              problems={problems}
              announce={announce}
              onChange={(route, field) => change(setAt(data, selected.path, route), field)}
              onReplaceData={(next) => change(next)}
            />
          ) : (
            <p>This page is gone (undo brings it back). Choose another item on the left.</p>
          )}
        </main>
        <Preview data={data} address={selectedPage?.address ?? '/'} onOpen={openPage} />
      </div>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {adding && (
        <AddPageDialog
          data={data}
          pages={pages}
          pageFiles={pageFiles}
          under={selected.kind === 'page' ? selected.path : undefined}
          onClose={() => setAdding(false)}
          onAdd={add}
        />
      )}
    </div>
  );
}
