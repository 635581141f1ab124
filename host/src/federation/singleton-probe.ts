import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { registerSingletons, useToastStore } from 'shared-kernel';

/** The host's side of the singleton proof (see shared-kernel/src/runtime/singletons.ts). */
export function exposeSingletons(owner: string, queryClient: QueryClient) {
  registerSingletons(owner, {
    react: useState,
    router: useNavigate,
    query: useQueryClient,
    mui: ThemeProvider,
    kernel: useToastStore, // shared-kernel's runtime (its stores), one per page
    queryClient,
  });
}
