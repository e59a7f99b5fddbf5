import { BadRequestException, forwardRef, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Messages, readSeatingPlan, seatCount, SeatingLayout, SeatingPlan, SeatingPlanInput, SeatingPlanSummary } from '@marketplace/shared-dto';
import { VenuesService, type VenueActor } from '../venues/venues.service';
import { EventsService } from '../events/events.service';
import { PlanValues, SeatingPlanRow, SeatingPlanSummaryRow, SeatingPlansRepository } from './seating-plans.repository';

/** Who manages plans: an administrator (any venue) or a vendor (its own venues; another's are 404). */
export type PlanActor = Extract<VenueActor, { kind: 'admin' | 'vendor' }>;

const summaryOf = (row: SeatingPlanSummaryRow): SeatingPlanSummary => ({
  id: row.id, venueId: row.venueId, name: row.name, seatCount: row.seatCount, categories: row.categories,
  createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});
const planOf = ({ layout, ...row }: SeatingPlanRow): SeatingPlan => ({ ...summaryOf({ ...row, categories: layout.categories }), zones: layout.zones });

/** Seating plans of venues (issue 24): made seat by seat, by the generator or from pretix's JSON, read by shared-dto's rules. */
@Injectable()
export class SeatingPlansService {
  constructor(
    private readonly venues: VenuesService,
    private readonly repo: SeatingPlansRepository,
    // events use plans (an event's plan must be of its venue) and plans change events (their seats): each needs the
    // other, so the type names no class (the decorator metadata would read it before the module cycle has it)
    @Inject(forwardRef(() => EventsService)) private readonly events: Pick<EventsService, 'replan'>,
  ) {}

  async list(venueId: string, actor: PlanActor): Promise<{ data: SeatingPlanSummary[] }> {
    await this.venues.get(venueId, actor);
    return { data: (await this.repo.list(venueId)).map(summaryOf) };
  }

  async get(venueId: string, id: string, actor: PlanActor): Promise<SeatingPlan> {
    await this.venues.get(venueId, actor);
    return planOf(await this.found(this.repo.find(venueId, id)));
  }

  async create(venueId: string, input: SeatingPlanInput, actor: PlanActor): Promise<SeatingPlan> {
    await this.venues.get(venueId, actor);
    return planOf(await this.repo.insert(venueId, valuesOf(input)));
  }

  /**
   * The whole plan again; seats sent without a guid keep the one their place gave them. The events selling its seats
   * take the new plan in the same transaction (blocked seats leave the map, new ones join it), or the edit is refused:
   * 409 when it would drop or re-price a sold or held seat, 400 when a category no event's mapping names is added.
   */
  async update(venueId: string, id: string, input: SeatingPlanInput, actor: PlanActor): Promise<SeatingPlan> {
    await this.venues.get(venueId, actor);
    const values = valuesOf(input);
    return planOf(await this.found(this.events.replan(id, values.layout, (tx) => this.repo.update(venueId, id, values, tx))));
  }

  async delete(venueId: string, id: string, actor: PlanActor): Promise<void> {
    await this.venues.get(venueId, actor);
    if (!(await this.repo.delete(venueId, id))) throw new NotFoundException(Messages.seatingPlanNotFound);
  }

  /** The plan a seated event chose, when it is a plan of `venueId` (else null: the event's form names the field). */
  async planOfVenue(id: string, venueId: string | null): Promise<{ id: string; layout: SeatingLayout } | null> {
    const row = await this.repo.findById(id);
    return row && venueId && row.venueId === venueId ? { id: row.id, layout: row.layout } : null;
  }

  private async found<T>(row: Promise<T | undefined>): Promise<T> {
    const plan = await row;
    if (!plan) throw new NotFoundException(Messages.seatingPlanNotFound);
    return plan;
  }
}

/** The plan to store, or 400 with words per field (the first of them as the message). */
function valuesOf({ name, ...source }: SeatingPlanInput): PlanValues {
  const reading = readSeatingPlan(source);
  if (reading.problems) throw new BadRequestException({ message: Object.values(reading.problems)[0], details: reading.problems });
  return { name: name.trim(), layout: reading.layout, seatCount: seatCount(reading.layout) };
}
