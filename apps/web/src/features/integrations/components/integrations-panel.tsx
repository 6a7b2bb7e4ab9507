import { useState } from 'react';
import toast from 'react-hot-toast';
import { Mail, Pencil, Plus, Trash2, X } from 'lucide-react';
import type {
  AppliedIntegration,
  IntegrationServer,
  IntegrationSuggestion,
  IntegrationTool,
} from '@zappy/contract/integrations';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useAvailableIntegrations } from '../api/get-available-integrations';
import { useWebsiteIntegrations } from '../api/get-website-integrations';
import { useRemoveIntegration } from '../api/remove-integration';
import { CATEGORIES, EMAIL_SEND_TOOL, humanizeToolName, toolLabel } from '../lib/categories';
import { useIntegrationSpeech } from '../lib/integration-words';
import type { PreselectedTool } from './add-integrations-modal';
import { EditIntegrationDialog } from './edit-integration-dialog';
import { IntegrationStatusBadge } from './integration-status-badge';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { serverErrorText } from '../lib/error-text';

export const INTEGRATIONS_PANEL_ID = 'integrations-panel';

/**
 * "Plausible Analytics", or the tool's own words while the catalogue is not there; with the
 * catalogue, the tool too (its settings' schema).
 */
function useToolNamer() {
  const { words } = useIntegrationSpeech();
  const catalogue = useAvailableIntegrations(true);
  const servers: IntegrationServer[] = catalogue.data
    ? CATEGORIES.flatMap((category) => catalogue.data.integrations[category])
    : [];
  return (serverId: string, toolName: string) => {
    const server = servers.find((item) => item.serverId === serverId);
    const tool = server?.tools.find((item) => item.name === toolName);
    return {
      label: server && tool ? toolLabel(server, tool, words.tools) : humanizeToolName(toolName),
      serverName: server?.serverName ?? serverId,
      tool,
    };
  };
}

interface IntegrationsPanelProps {
  websiteId: string;
  onClose: () => void;
  onAdd: (tool: PreselectedTool | null) => void;
  onSetUpEmail: () => void;
  /** A removal or an edit made a new version: the preview follows it. */
  onChanged: () => void;
}

/** Whether a tool has any settings to edit: one without gets no Edit button. */
function hasSettings(tool: IntegrationTool | undefined): tool is IntegrationTool {
  return tool !== undefined && Object.keys(tool.inputSchema.properties).length > 0;
}

/**
 * The integrations panel (spec section 2): what is applied, with its status, Edit (its settings,
 * saved in place) and Remove, the suggestions for this site, and Add Integrations. A slide-over
 * from the end of the line: the right, or the left for a right-to-left language.
 */
export function IntegrationsPanel({
  websiteId,
  onClose,
  onAdd,
  onSetUpEmail,
  onChanged,
}: IntegrationsPanelProps) {
  const { words, lang, dir, closeLabel } = useIntegrationSpeech();
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  useFocusTrap(panel, true, { onEscape: onClose });
  const integrations = useWebsiteIntegrations(websiteId, true);
  const removal = useRemoveIntegration(websiteId);
  const nameOf = useToolNamer();
  const [toRemove, setToRemove] = useState<AppliedIntegration | null>(null);
  const [toEdit, setToEdit] = useState<AppliedIntegration | null>(null);
  const editing = toEdit
    ? { integration: toEdit, ...nameOf(toEdit.serverId, toEdit.toolName) }
    : null;

  const applied = integrations.data?.appliedIntegrations ?? [];
  const suggestions = (integrations.data?.integrationSuggestions ?? []).filter(
    (suggestion: IntegrationSuggestion) =>
      !applied.some((item) => item.toolName === suggestion.toolName),
  );

  const confirmRemove = (integration: AppliedIntegration) => {
    const { label } = nameOf(integration.serverId, integration.toolName);
    removal.mutate(integration.toolName, {
      onSuccess: () => {
        setToRemove(null);
        toast.success(words.panel.removed(label));
        onChanged();
      },
      onError: (error) => {
        setToRemove(null);
        toast.error(serverErrorText(error, words.panel.removeFailed));
      },
    });
  };

  return (
    <>
      <div
        aria-hidden="true"
        data-testid="integrations-backdrop"
        onClick={onClose}
        className="fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm"
      />
      <section
        ref={setPanel}
        id={INTEGRATIONS_PANEL_ID}
        role="dialog"
        aria-modal="true"
        aria-labelledby="integrations-heading"
        lang={lang}
        dir={dir}
        tabIndex={-1}
        className="fixed inset-y-0 end-0 z-50 flex w-[min(32rem,calc(100vw-2rem))] flex-col bg-white shadow-2xl focus:outline-none"
      >
        <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4">
          <h2 id="integrations-heading" className="flex-1 text-xl font-bold text-slate-900">
            {words.panel.title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={words.panel.close}
            className="-me-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>

        <div className="flex-1 space-y-8 overflow-y-auto px-5 py-5">
          <Button
            onClick={() => {
              onAdd(null);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {words.add.title}
          </Button>

          <section aria-labelledby="applied-integrations-heading">
            <h3 id="applied-integrations-heading" className="text-lg font-semibold text-slate-900">
              {words.panel.applied}
            </h3>
            {integrations.isPending ? (
              <Spinner label={words.loading} className="justify-start py-4" />
            ) : integrations.isError ? (
              <LoadError
                say={words.panel.loadFailed}
                retryLabel={words.panel.retry}
                error={integrations.error}
                onRetry={() => void integrations.refetch()}
                className="mt-3"
              />
            ) : applied.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700">{words.panel.empty}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200">
                {applied.map((integration) => {
                  const { label, serverName, tool } = nameOf(
                    integration.serverId,
                    integration.toolName,
                  );
                  const isEmailSender = integration.toolName === EMAIL_SEND_TOOL;
                  return (
                    <li key={integration.toolName} className="space-y-2 p-4">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <h4 className="font-semibold text-slate-900">{label}</h4>
                        <IntegrationStatusBadge
                          status={integration.status}
                          leftOut={integration.problem !== undefined}
                        />
                      </div>
                      {integration.problem === undefined ? null : (
                        <p dir="auto" className="text-sm text-amber-900">
                          {integration.problem}
                        </p>
                      )}
                      <p className="text-sm text-slate-700">
                        {serverName === label ? '' : `${serverName} · `}
                        {words.categories[integration.category]}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        {isEmailSender ? (
                          <Button variant="secondary" size="sm" onClick={onSetUpEmail}>
                            <Mail aria-hidden="true" className="size-4" />
                            {integration.status === 'dns_setup_required'
                              ? words.panel.setUpEmail
                              : words.panel.emailSettings}
                          </Button>
                        ) : null}
                        {hasSettings(tool) ? (
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={words.edit.named(label)}
                            onClick={() => {
                              setToEdit(integration);
                            }}
                          >
                            <Pencil aria-hidden="true" className="size-4" />
                            {words.edit.button}
                          </Button>
                        ) : null}
                        <Button
                          variant="secondary-danger"
                          size="sm"
                          aria-label={words.panel.removeNamed(label)}
                          onClick={() => {
                            setToRemove(integration);
                          }}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          {words.panel.remove}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          {suggestions.length > 0 ? (
            <section aria-labelledby="suggested-integrations-heading">
              <h3
                id="suggested-integrations-heading"
                className="text-lg font-semibold text-slate-900"
              >
                {words.panel.suggested}
              </h3>
              <ul className="mt-3 space-y-3">
                {suggestions.map((suggestion) => {
                  const { label } = nameOf(suggestion.serverId, suggestion.toolName);
                  return (
                    <li
                      key={suggestion.toolName}
                      className="flex items-start justify-between gap-3 rounded-2xl bg-slate-50 p-4"
                    >
                      <div className="min-w-0">
                        <h4 className="font-semibold text-slate-900">{label}</h4>
                        <p dir="auto" className="mt-1 text-sm text-slate-700">
                          {suggestion.reason}
                        </p>
                        <p className="mt-1 text-xs font-medium text-slate-700">
                          {words.panel.priority(words.panel.priorities[suggestion.priority])}
                        </p>
                      </div>
                      <Button
                        variant="secondary"
                        size="sm"
                        className="shrink-0"
                        aria-label={words.panel.addNamed(label)}
                        onClick={() => {
                          onAdd({ serverId: suggestion.serverId, toolName: suggestion.toolName });
                        }}
                      >
                        <Plus aria-hidden="true" className="size-4" />
                        {words.panel.add}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
      </section>

      {editing && hasSettings(editing.tool) ? (
        <EditIntegrationDialog
          websiteId={websiteId}
          integration={editing.integration}
          name={editing.label}
          schema={editing.tool.inputSchema}
          onClose={() => {
            setToEdit(null);
          }}
          onUpdated={() => {
            setToEdit(null);
            toast.success(words.edit.updated(editing.label));
            onChanged();
          }}
        />
      ) : null}

      <ConfirmDialog
        open={toRemove !== null}
        title={words.panel.confirmTitle}
        description={
          toRemove
            ? words.panel.confirmText(nameOf(toRemove.serverId, toRemove.toolName).label)
            : undefined
        }
        isBusy={removal.isPending}
        confirmLabel={words.panel.remove}
        busyLabel={words.panel.removing}
        cancelLabel={words.cancel}
        closeLabel={closeLabel}
        lang={lang}
        dir={dir}
        onCancel={() => {
          setToRemove(null);
        }}
        onConfirm={() => {
          if (toRemove) confirmRemove(toRemove);
        }}
      />
    </>
  );
}
