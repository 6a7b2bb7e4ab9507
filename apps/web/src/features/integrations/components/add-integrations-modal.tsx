import { useEffect, useId, useMemo, useState, type SyntheticEvent } from 'react';
import toast from 'react-hot-toast';
import { Search } from 'lucide-react';
import type {
  ApplyIntegrationsResponse,
  IntegrationServer,
  SelectedIntegration,
} from '@zappy/contract/integrations';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { fieldControlClasses } from '../../../components/ui/text-field';
import { applyErrorMessage, applyErrors, useApplyIntegrations } from '../api/apply-integrations';
import { useAvailableIntegrations } from '../api/get-available-integrations';
import { CATEGORIES, humanizeToolName, toolLabel } from '../lib/categories';
import { serverErrorText } from '../lib/error-text';
import { useIntegrationSpeech } from '../lib/integration-words';
import { initialValues, toConfiguration, type FormValues } from '../lib/schema-form';
import { RefusedSettings } from './refused-settings';
import { ToolSettingsForm } from './tool-settings-form';

/** Spec section 8's fallback, the same in every language (the spec quotes it). */
export const AVAILABLE_FAILED = 'Failed to get available integrations';

/** A tool the modal opens with already selected (a suggestion's "Add"). */
export interface PreselectedTool {
  serverId: string;
  toolName: string;
}

interface Selection {
  serverId: string;
  /** Null until the owner edits it: the schema's defaults. */
  values: FormValues | null;
}

/** The servers whose name, description or tools match `query`; a matching server keeps all tools. */
export function filterServers(servers: IntegrationServer[], query: string): IntegrationServer[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return servers;
  const matches = (...texts: string[]) => texts.some((text) => text.toLowerCase().includes(needle));
  return servers.flatMap((server) => {
    if (matches(server.serverName, server.description)) return [server];
    const tools = server.tools.filter((tool) =>
      matches(tool.name, humanizeToolName(tool.name), tool.description),
    );
    return tools.length > 0 ? [{ ...server, tools }] : [];
  });
}

interface ServerListProps {
  servers: IntegrationServer[];
  /** Every server, unfiltered: a tool's label depends on how many tools its server has. */
  allServers: IntegrationServer[];
  query: string;
  selections: Record<string, Selection>;
  onToggle: (server: IntegrationServer, toolName: string, isSelected: boolean) => void;
  onChange: (toolName: string, values: FormValues) => void;
}

function ServerList({
  servers,
  allServers,
  query,
  selections,
  onToggle,
  onChange,
}: ServerListProps) {
  const baseId = useId();
  const { words } = useIntegrationSpeech();
  if (servers.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
        {query.trim() === '' ? words.add.emptyCategory : words.add.noMatch(query.trim())}
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {servers.map((server) => {
        const full = allServers.find((item) => item.serverId === server.serverId) ?? server;
        return (
          <li key={server.serverId} className="rounded-2xl border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">{server.serverName}</h3>
            <p className="mt-1 text-sm text-slate-700">
              <span className="sr-only">
                {words.categories[server.category]}
                {words.colon}
              </span>
              <span dir="auto">{server.description}</span>
            </p>
            <ul className="mt-3 space-y-3">
              {server.tools.map((tool) => {
                const id = `${baseId}-${tool.name}`;
                const selection = selections[tool.name];
                const label = toolLabel(full, tool, words.tools);
                return (
                  <li key={tool.name}>
                    <div className="flex items-start gap-3">
                      <input
                        id={id}
                        type="checkbox"
                        checked={selection !== undefined}
                        aria-describedby={`${id}-description`}
                        onChange={(event) => {
                          onToggle(server, tool.name, event.target.checked);
                        }}
                        className="mt-1 size-4 shrink-0 rounded border-slate-400 text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                      />
                      <div className="min-w-0">
                        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
                          {label}
                        </label>
                        <p id={`${id}-description`} dir="auto" className="text-sm text-slate-700">
                          {tool.description}
                        </p>
                      </div>
                    </div>
                    {selection ? (
                      <div className="ms-7 mt-3 rounded-xl bg-slate-50 p-4">
                        <ToolSettingsForm
                          label={words.settings(label)}
                          schema={tool.inputSchema}
                          values={selection.values ?? initialValues(tool.inputSchema)}
                          onChange={(values) => {
                            onChange(tool.name, values);
                          }}
                        />
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

interface AddIntegrationsModalProps {
  open: boolean;
  websiteId: string;
  onClose: () => void;
  /** The apply worked: the caller closes this modal and the panel, then reloads the preview. */
  onApplied: (response: ApplyIntegrationsResponse, selected: SelectedIntegration[]) => void;
  preselected?: PreselectedTool | null;
}

/**
 * Add Integrations (spec section 2): search, category tabs, and a form per selected tool
 * generated from its settings' JSON Schema. Nothing is applied if any selection is invalid.
 */
export function AddIntegrationsModal({
  open,
  websiteId,
  onClose,
  onApplied,
  preselected = null,
}: AddIntegrationsModalProps) {
  const searchId = useId();
  const { words, lang, dir, closeLabel } = useIntegrationSpeech();
  const catalogue = useAvailableIntegrations(open);
  const apply = useApplyIntegrations(websiteId);
  const [query, setQuery] = useState('');
  const [selections, setSelections] = useState<Record<string, Selection>>(() =>
    preselected ? { [preselected.toolName]: { serverId: preselected.serverId, values: null } } : {},
  );
  const [errors, setErrors] = useState<string[]>([]);

  const { isError: isCatalogueError, error: catalogueError } = catalogue;
  useEffect(() => {
    if (!isCatalogueError) return;
    toast.error(serverErrorText(catalogueError, AVAILABLE_FAILED));
  }, [isCatalogueError, catalogueError]);

  const servers = useMemo(
    () => (catalogue.data ? CATEGORIES.flatMap((c) => catalogue.data.integrations[c]) : []),
    [catalogue.data],
  );
  const shown = filterServers(servers, query);
  const count = Object.keys(selections).length;

  const toggle = (server: IntegrationServer, toolName: string, isSelected: boolean) => {
    setSelections((current) => {
      if (isSelected)
        return { ...current, [toolName]: { serverId: server.serverId, values: null } };
      return Object.fromEntries(Object.entries(current).filter(([name]) => name !== toolName));
    });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (count === 0 || apply.isPending || !catalogue.isSuccess) return;
    const selected: SelectedIntegration[] = Object.entries(selections).map(
      ([toolName, selection]) => {
        const tool = servers
          .find((server) => server.serverId === selection.serverId)
          ?.tools.find((item) => item.name === toolName);
        const schema = tool?.inputSchema;
        return {
          serverId: selection.serverId,
          toolName,
          configuration: schema
            ? toConfiguration(schema, selection.values ?? initialValues(schema))
            : {},
        };
      },
    );
    setErrors([]);
    apply.mutate(selected, {
      onSuccess: (response) => {
        onApplied(response, selected);
      },
      onError: (error) => {
        const message = applyErrorMessage(error);
        const listed = applyErrors(error);
        setErrors(listed.length > 0 ? listed : [message]);
        toast.error(message);
      },
    });
  };

  const list = (category: (typeof CATEGORIES)[number] | null) => (
    <ServerList
      servers={category ? shown.filter((server) => server.category === category) : shown}
      allServers={servers}
      query={query}
      selections={selections}
      onToggle={toggle}
      onChange={(toolName, values) => {
        setSelections((current) => {
          const selection = current[toolName];
          return selection ? { ...current, [toolName]: { ...selection, values } } : current;
        });
      }}
    />
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={words.add.title}
      size="lg"
      isDismissDisabled={apply.isPending}
      description={words.add.intro}
      closeLabel={closeLabel}
      lang={lang}
      dir={dir}
    >
      <form onSubmit={submit}>
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {words.add.search}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3.5 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            data-autofocus
            placeholder={words.add.search}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
            }}
            className={`${fieldControlClasses} ps-10`}
          />
        </div>

        <div className="mt-5">
          {catalogue.isPending ? (
            <Spinner label={words.loading} className="py-10" />
          ) : catalogue.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
              {serverErrorText(catalogueError, AVAILABLE_FAILED)}
            </p>
          ) : (
            <Tabs
              label={words.add.tabs}
              items={[
                { id: 'all', label: words.add.all, content: list(null) },
                ...CATEGORIES.map((category) => ({
                  id: category,
                  label: words.categories[category],
                  content: list(category),
                })),
              ]}
            />
          )}
        </div>

        <RefusedSettings title={words.add.refused} errors={errors} />

        <div className="sticky bottom-0 -mx-6 -mb-6 mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 bg-white px-6 py-4 sm:-mx-8 sm:-mb-8 sm:flex-row sm:items-center sm:justify-end sm:px-8">
          <p role="status" className="text-sm text-slate-700 sm:me-auto">
            {count === 0 ? words.add.nothingSelected : words.add.selected(count)}
          </p>
          <Button variant="secondary" onClick={onClose} disabled={apply.isPending}>
            {words.cancel}
          </Button>
          <Button
            type="submit"
            disabled={count === 0 || apply.isPending || !catalogue.isSuccess}
            aria-busy={apply.isPending}
          >
            {apply.isPending ? words.add.applying : words.add.apply}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
