import { z } from 'zod';
import { DEPLOYMENT_STATUSES, type DeploymentStatus } from './deployment-statuses';

export const DeploymentStatusSchema = z.enum(
  Object.keys(DEPLOYMENT_STATUSES) as [DeploymentStatus, ...DeploymentStatus[]],
);

/** Spec section 3, "Deployment status". */
export const DeploymentStatusInfoSchema = z
  .object({
    status: DeploymentStatusSchema,
    percent: z.number().int().min(0).max(100),
    message: z.string(),
    serviceId: z.string().nullable(),
    serviceName: z.string().nullable(),
    liveUrl: z.string().nullable(),
    timestamp: z.string(),
    finalStatus: z.boolean(),
    versionNumber: z.number().int().positive(),
  })
  .meta({ id: 'DeploymentStatus' });
export type DeploymentStatusInfo = z.infer<typeof DeploymentStatusInfoSchema>;
