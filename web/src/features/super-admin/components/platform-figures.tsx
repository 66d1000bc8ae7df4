import type { ReactNode } from 'react';
import { Activity, Building2, MessagesSquare, Users } from 'lucide-react';
import { SUPER_ADMIN_TEXTS, type PlatformDashboard } from '@frontdesk/contracts/super-admin';
import { Card } from '../../../components/ui/card';
import { counted } from '@frontdesk/contracts/counted';

function Counter({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-3 sm:p-4">
      <span className="w-fit rounded-md bg-brand-50 p-2 text-brand-700">{icon}</span>
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-semibold text-slate-900">{value}</p>
      </div>
    </div>
  );
}

/** The four counters of the console. */
export function Counters({ figures }: { figures: PlatformDashboard }) {
  const { counters } = SUPER_ADMIN_TEXTS;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Counter
        label={counters.totalCompanies}
        value={figures.totalCompanies}
        icon={<Building2 aria-hidden className="size-5" />}
      />
      <Counter
        label={counters.activeCompanies}
        value={figures.activeCompanies}
        icon={<Activity aria-hidden className="size-5" />}
      />
      <Counter label={counters.totalUsers} value={figures.totalUsers} icon={<Users aria-hidden className="size-5" />} />
      <Counter
        label={counters.activeChats}
        value={figures.activeChats}
        icon={<MessagesSquare aria-hidden className="size-5" />}
      />
    </div>
  );
}

export function TopCompaniesCard({ figures }: { figures: PlatformDashboard }) {
  return (
    <Card title={SUPER_ADMIN_TEXTS.topCompanies}>
      {figures.topCompanies.length === 0 ? (
        <p className="text-sm text-slate-500">No companies yet.</p>
      ) : (
        <ol className="space-y-2">
          {figures.topCompanies.map((company, index) => (
            <li key={company.company_id} className="flex items-center justify-between gap-2 text-sm">
              <span className="truncate text-slate-800">
                <span className="mr-2 text-slate-400">{index + 1}.</span>
                {company.company_name}
              </span>
              <span className="shrink-0 text-slate-600">{counted(company.userCount, 'user')}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

function Meter({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-700">{label}</span>
        <span className="font-medium text-slate-900">{value}%</span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1 h-2 rounded-full bg-slate-100"
      >
        <div className="h-2 rounded-full bg-brand-600" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

export function SystemHealthCard({ figures }: { figures: PlatformDashboard }) {
  const total = figures.totalCompanies;
  return (
    <Card title={SUPER_ADMIN_TEXTS.systemHealth}>
      <div className="space-y-3">
        <Meter label="Active Companies" value={percent(figures.activeCompanies, total)} />
        <Meter label="Companies with Users" value={percent(figures.companiesWithUsers, total)} />
        <Meter label="Companies with Active Chats" value={percent(figures.companiesWithActiveChats, total)} />
        <p className="text-sm text-slate-700">
          Companies with unread messages:{' '}
          <span className="font-medium text-slate-900">{figures.companiesWithUnreadMessages}</span>
        </p>
      </div>
    </Card>
  );
}
