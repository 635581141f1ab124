import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { TEXTS, registerSingletons } from 'shared-kernel';

/** The host's side of the singleton proof (see shared-kernel/federation/singletons). */
export function exposeSingletons(owner: string, queryClient: QueryClient) {
  registerSingletons(owner, {
    react: useState,
    router: useNavigate,
    query: useQueryClient,
    mui: ThemeProvider,
    kernel: TEXTS,
    queryClient,
  });
}
