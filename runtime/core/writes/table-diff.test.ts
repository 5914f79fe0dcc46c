import { describe, expect, it } from 'vitest';
import type { Table } from '../../../schemas/generated/index.ts';
import { diffTable, type TableChangeReason } from './table-diff.ts';

const BASE: Table = {
  name: 'visits',
  description: 'Store visits',
  columns: {
    type: 'object',
    properties: {
      store_id: { type: 'integer', minimum: 1, title: 'Store' },
      visited_on: { type: 'string', format: 'date' },
      notes: { type: 'string', maxLength: 500 },
    },
    required: ['store_id'],
  },
  key: ['store_id', 'visited_on'],
  write_roles: ['user'],
};

/** BASE with `change` applied to a deep copy. */
function edited(change: (table: Table) => void): Table {
  const copy = structuredClone(BASE);
  change(copy);
  return copy;
}

const cases: Array<{
  name: string;
  after: Table;
  added?: string[];
  retitled?: string[];
  problems?: Array<[string, TableChangeReason]>;
}> = [
  { name: 'no change', after: BASE },
  {
    name: 'a new optional column',
    after: edited((t) => {
      t.columns.properties.score = { type: 'integer', minimum: 1, maximum: 10 };
    }),
    added: ['score'],
  },
  {
    name: 'two new columns and a new table description',
    after: edited((t) => {
      t.description = 'Visits';
      t.columns.properties.email = { type: 'string', pattern: '^\\S+@\\S+$' };
      t.columns.properties.ok = { type: 'boolean' };
    }),
    added: ['email', 'ok'],
  },
  {
    name: 'a column retitled and described',
    after: edited((t) => {
      t.columns.properties.store_id = {
        type: 'integer',
        minimum: 1,
        title: 'Store number',
        description: 'On the door',
      };
    }),
    retitled: ['store_id'],
  },
  {
    name: 'the same column with its keys in another order',
    after: edited((t) => {
      t.columns.properties.store_id = { title: 'Store', minimum: 1, type: 'integer' };
    }),
  },
  {
    name: 'a column removed',
    after: edited((t) => {
      delete t.columns.properties.notes;
    }),
    problems: [['notes', 'removed']],
  },
  {
    name: 'a column renamed (removed and added)',
    after: edited((t) => {
      t.columns.properties.remarks = t.columns.properties.notes!;
      delete t.columns.properties.notes;
    }),
    added: ['remarks'],
    problems: [['notes', 'removed']],
  },
  {
    name: 'a type change',
    after: edited((t) => {
      t.columns.properties.store_id = { type: 'string', title: 'Store' };
    }),
    problems: [['store_id', 'typeChanged']],
  },
  {
    name: 'a date column turned into text',
    after: edited((t) => {
      t.columns.properties.visited_on = { type: 'string' };
    }),
    problems: [['visited_on', 'typeChanged']],
  },
  {
    name: 'a limit changed',
    after: edited((t) => {
      t.columns.properties.notes = { type: 'string', maxLength: 100 };
    }),
    problems: [['notes', 'rulesChanged']],
  },
  {
    name: 'a new required column',
    after: edited((t) => {
      t.columns.properties.score = { type: 'integer' };
      t.columns.required = ['store_id', 'score'];
    }),
    added: ['score'],
    problems: [['score', 'newRequired']],
  },
  {
    name: 'an existing column made required',
    after: edited((t) => {
      t.columns.required = ['store_id', 'notes'];
    }),
    problems: [['notes', 'requiredChanged']],
  },
  {
    name: 'the key changed',
    after: edited((t) => {
      t.key = ['store_id'];
    }),
    problems: [['key', 'keyChanged']],
  },
  {
    name: 'the write roles changed',
    after: edited((t) => {
      t.write_roles = ['super'];
    }),
    problems: [['write_roles', 'settingChanged']],
  },
  {
    name: 'the name changed',
    after: edited((t) => {
      t.name = 'other';
    }),
    problems: [['name', 'nameChanged']],
  },
];

describe('diffTable', () => {
  it.each(cases)('$name', ({ after, added = [], retitled = [], problems = [] }) => {
    const diff = diffTable(BASE, after);
    expect(diff.added).toEqual(added);
    expect(diff.retitled).toEqual(retitled);
    expect(diff.problems.map((p) => [p.column, p.reason])).toEqual(problems);
    // Every refusal names its column in its message.
    for (const problem of diff.problems) expect(problem.message).toContain(problem.column);
  });
});
